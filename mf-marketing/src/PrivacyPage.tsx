import type { ReactNode } from 'react';
import type { RemotePageProps } from '@elearning/contract';
import download from 'bootstrap-icons/icons/download.svg?raw';
import shieldLock from 'bootstrap-icons/icons/shield-lock.svg?raw';
import trash from 'bootstrap-icons/icons/trash3.svg?raw';
import { Icon, ShellLink } from '@elearning/remote-kit';
import { daysText, providerText, UNTIL_READ } from './privacy/privacyWords';
import { usePrivacyFacts, type PrivacyFacts } from './privacy/usePrivacyFacts';
// Bootstrap's rules this page uses, scoped to it (@elearning/webpack-config); its own CSS wins over them.
import 'bootstrap/dist/css/bootstrap.min.css';
import './marketing.css';

/** A configured number of days in words, or the wording that is true before it is read. */
const kept = (facts: PrivacyFacts | null, days: (facts: PrivacyFacts) => number) =>
  facts ? daysText(days(facts)) : UNTIL_READ;

/** The page's parts, for "On this page" beside them on a wide screen. */
const PARTS = [
  { id: 'mf-marketing-privacy-stored', title: 'What we keep' },
  { id: 'mf-marketing-privacy-why', title: 'Why we keep it' },
  { id: 'mf-marketing-privacy-who', title: 'Who can read it' },
  { id: 'mf-marketing-privacy-how-long', title: 'How long we keep it' },
  { id: 'mf-marketing-privacy-ai', title: 'What the AI gets' },
  { id: 'mf-marketing-privacy-your-rights', title: 'Get a copy or delete it' },
] as const;

const TILES = [
  { icon: shieldLock, tone: 'blue', title: 'Never sold', text: 'No adverts, no selling, no other use.' },
  { icon: download, tone: 'teal', title: 'Yours to download', text: 'Everything we keep, in one file.' },
  { icon: trash, tone: 'violet', title: 'Yours to delete', text: 'Your account and its content, at once.' },
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-5">
      <h2 id={id} className="h4 fw-bold mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}

function InactiveAccounts({ facts }: { facts: PrivacyFacts | null }) {
  if (!facts) return <>An account nobody uses may be deleted after a time your school chooses.</>;
  if (facts.inactiveAccountDays === null)
    return <>Accounts are not deleted for being unused: you or your school can delete one at any time.</>;
  return (
    <>
      An account nobody has signed in to for {daysText(facts.inactiveAccountDays)} is deleted. If the school
      sends email, you get a warning email first and have two weeks to sign in and keep it.
    </>
  );
}

/**
 * /privacy: what the product keeps about a student, why, who reads it, for how long, what the AI
 * service receives, and how to download or delete it. Written for a 12-year-old, short version
 * first. Prerendered (decision 0005); the configured numbers are filled in once read.
 */
export default function PrivacyPage({ shell }: RemotePageProps) {
  const facts = usePrivacyFacts(shell);
  const account = (
    <ShellLink shell={shell} to="/question">
      Ask Question
    </ShellLink>
  );
  return (
    // The retention periods come from the server: the prerendered page starts the shell when the
    // browser is idle instead of on a first use (start-on-first-use.js), so they appear unasked.
    <div className="mf-marketing" data-start-when="idle">
      <div className="mf-marketing-hero">
        <section className="container py-5" aria-labelledby="mf-marketing-privacy-title">
          <div className="row g-4 g-lg-5 align-items-center">
            <div className="col-lg-7">
              <h1 id="mf-marketing-privacy-title" className="display-6 fw-bold mb-3">
                Privacy: what happens to your data
              </h1>
              <p className="lead mb-4 mf-marketing-measure">
                This page tells you what we keep about you, who can see it, how long we keep it, and how you
                can get a copy or delete it.
              </p>
              <div className="card shadow-sm border-0 rounded-4 mf-marketing-measure">
                <div className="card-body p-3 p-sm-4">
                  <h2 className="h5 fw-bold mb-3">The short version</h2>
                  <ul className="mb-0 d-grid gap-2 mf-marketing-short">
                    <li>
                      We keep your account, your questions and the tutor’s answers so you can read them again.
                    </li>
                    <li>
                      Only you, the teachers of your classes and your school’s admins can read them. Every
                      time a teacher or an admin opens them, it is written down.
                    </li>
                    <li>
                      A conversation is deleted {kept(facts, (f) => f.dataRetentionDays)} after your last
                      message in it.
                    </li>
                    <li>
                      The AI gets your question and the earlier messages of that conversation. It never gets
                      your name, your email or your class.
                    </li>
                    <li>
                      You can download everything or delete your account yourself: open “Your account” on the{' '}
                      {account} page.
                    </li>
                  </ul>
                </div>
              </div>
            </div>
            <div className="col-lg-5">
              <ul className="list-unstyled row g-3 mb-0">
                {TILES.map((tile) => (
                  <li key={tile.title} className="col-12 col-sm-4 col-lg-12">
                    <div
                      className={`mf-marketing-stat mf-marketing-tone-${tile.tone} text-white rounded-4 p-3 h-100 d-flex gap-3 align-items-center`}
                    >
                      <Icon svg={tile.icon} className="mf-marketing-feature-icon flex-shrink-0" />
                      <div>
                        <p className="h6 mb-1">{tile.title}</p>
                        <p className="small mb-0">{tile.text}</p>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      </div>

      <div className="container pt-4 pt-lg-5 pb-5">
        <div className="row gy-4 gx-lg-5">
          <nav className="col-lg-4 order-lg-last d-none d-lg-block" aria-label="On this page">
            <div className="mf-marketing-toc">
              <p className="small text-uppercase fw-bold text-secondary mb-2">On this page</p>
              <ul className="list-unstyled d-grid gap-2 mb-0">
                {PARTS.map((part) => (
                  <li key={part.id}>
                    <a href={`#${part.id}`}>{part.title}</a>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
          <div className="col-lg-8 mf-marketing-measure">
            <Section id="mf-marketing-privacy-stored" title="What we keep">
              <ul className="d-grid gap-2">
                <li>
                  <strong>Your account:</strong> your name, email address and phone number, and your password
                  (scrambled, so nobody can read it), or the fact that you sign in with Google.
                </li>
                <li>
                  <strong>Your classes:</strong> which classes you joined and when.
                </li>
                <li>
                  <strong>Your conversations:</strong> your questions, the tutor’s answers (also older answers
                  you asked it to write again), and your thumbs up or down.
                </li>
                <li>
                  <strong>Help from teachers:</strong> questions you sent to a teacher and their replies, and
                  messages you sent with the contact form and the answers.
                </li>
                <li>
                  <strong>Safety alerts:</strong> if something you wrote looks like you might be in danger, a
                  note so an adult at school can check that you are OK.
                </li>
                <li>
                  <strong>Security events:</strong> things like failed sign-ins and password changes, to keep
                  your account safe.
                </li>
                <li>
                  <strong>AI use:</strong> how much of your daily time with the AI tutor you used each day.
                </li>
              </ul>
            </Section>

            <Section id="mf-marketing-privacy-why" title="Why we keep it">
              <p>
                To answer your questions and let you read them again later, to let your teachers help you, to
                look after your safety, to protect your account, and to share the AI tutor fairly between
                students. We do not sell your data, we do not show you adverts, and we do not use your data
                for anything else.
              </p>
            </Section>

            <Section id="mf-marketing-privacy-who" title="Who can read it">
              <ul className="d-grid gap-2">
                <li>You.</li>
                <li>The teachers of your classes.</li>
                <li>Your school’s admins (the people who run the tutor for the school).</li>
              </ul>
              <p className="mb-0">
                Every time a teacher or an admin opens your questions or a safety alert about you, the tutor
                writes down who opened it and when. Teachers of other classes and other students cannot see
                your data.
              </p>
            </Section>

            <Section id="mf-marketing-privacy-how-long" title="How long we keep it">
              <p>
                The tutor deletes each record by itself once it is this old (a conversation counts from your
                last message in it):
              </p>
              <div className="table-responsive">
                <table className="table table-sm align-middle mb-3 mf-marketing-retention">
                  <caption className="visually-hidden">How long each kind of record is kept</caption>
                  <tbody>
                    <tr>
                      <th scope="row">Conversations, and messages to the school with their replies</th>
                      <td>{kept(facts, (f) => f.dataRetentionDays)}</td>
                    </tr>
                    <tr>
                      <th scope="row">Security events</th>
                      <td>{kept(facts, (f) => f.securityEventsRetentionDays)}</td>
                    </tr>
                    <tr>
                      <th scope="row">Safety alerts</th>
                      <td>{kept(facts, (f) => f.safetyRetentionDays)}</td>
                    </tr>
                  </tbody>
                </table>
              </div>
              <p className="mb-0">
                <InactiveAccounts facts={facts} />
              </p>
            </Section>

            <Section id="mf-marketing-privacy-ai" title="What the AI gets">
              <p>To answer you, the tutor sends the AI service only:</p>
              <ul className="d-grid gap-1">
                <li>your question,</li>
                <li>the earlier messages of the same conversation,</li>
                <li>the tutor’s instructions (for example your teacher’s rules for the class).</li>
              </ul>
              <p>
                It <strong>never</strong> sends your name, your email, your account number or your class. So
                do not write your full name, address or phone number in a question either.
              </p>
              <p>
                If your school has turned on an extra safety check, your message is also checked by that
                service, in the same way: without your name or email.
              </p>
              <p className="mb-0">
                {facts ? `${providerText(facts.aiProvider)} ` : ''}A school can also run the AI on its own
                computers, so that questions never leave the school.
              </p>
            </Section>

            <Section id="mf-marketing-privacy-your-rights" title="Get a copy or delete it">
              <ul className="d-grid gap-2">
                <li>
                  <strong>Download my data:</strong> on the {account} page, open “Your account”. You get a zip
                  file with everything we keep about you: a page to read in your browser and the same data for
                  computers.
                </li>
                <li>
                  <strong>Delete my account:</strong> in the same place. You type your password again (or sign
                  in with Google again), and your account and everything in it are deleted at once. This
                  cannot be undone.
                </li>
                <li>
                  <strong>Parents:</strong> ask the school. An admin can download or delete a student’s data
                  for you, and the reason is written down.
                </li>
              </ul>
              <p className="mb-0">
                A few records must stay for a while (who opened what, security events, safety alerts). They
                lose your name and email when your account is deleted and are deleted when their time is up.
              </p>
            </Section>

            <p className="text-secondary small mb-0">
              Questions about your data?{' '}
              <ShellLink shell={shell} to="/contact">
                Contact us
              </ShellLink>{' '}
              or ask your teacher.
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
