import { lazy, Suspense } from 'react';
import { useTeacherSupport } from './TeacherSupportContext';

const AnswerMarkdown = lazy(() => import('../components/AnswerMarkdown'));

/** Told plainly, on the question page: teachers can read what the student asks and the answers. */
export function TeachersCanRead() {
  return (
    <p className="small text-body-secondary mb-0 mt-1">
      Teachers can read your questions and the AI&apos;s answers, to help you when you ask them.
    </p>
  );
}

/** Teachers' replies to the student's messages from the contact form (same email as the account). */
export function ContactReplies() {
  const { contactReplies } = useTeacherSupport();
  if (contactReplies.length === 0) return null;
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="mf-question-contact-replies">
      <div className="card-body">
        <h2 id="mf-question-contact-replies" className="h5">
          Replies to your messages
        </h2>
        {contactReplies.map((query) => (
          <div key={query.id} className="mb-3">
            <p className="small text-body-secondary mb-1">
              You wrote: <q className="mf-question-plain">{query.message || '(no message)'}</q>
            </p>
            {query.replies.map((reply) => (
              <div key={reply.id} className="answer-markdown border-start border-3 border-success ps-3 mb-2">
                <Suspense fallback={<p className="mf-question-plain">{reply.body}</p>}>
                  <AnswerMarkdown markdown={reply.body} />
                </Suspense>
                <p className="small text-body-secondary mb-0">{reply.teacherName}</p>
              </div>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
