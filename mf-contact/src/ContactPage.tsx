import { useState } from 'react';
import { useForm } from 'react-hook-form';
import envelopeIcon from 'bootstrap-icons/icons/envelope-fill.svg?raw';
import personIcon from 'bootstrap-icons/icons/person-fill.svg?raw';
import sendIcon from 'bootstrap-icons/icons/send-fill.svg?raw';
import { ROUTES, TEXTS, type ContactRequest, type RemotePageProps } from '@elearning/contract';
import { Alert, FormField, Icon, TextAreaField, useBackend, useBackendProblem } from '@elearning/remote-kit';
// Bootstrap's rules this page uses, scoped to it (@elearning/webpack-config); its own CSS wins over them.
import 'bootstrap/dist/css/bootstrap.min.css';
import './contact.css';

const ICON_FIELDS = [
  { name: 'name', label: 'Your Name', icon: personIcon, type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Your Email', icon: envelopeIcon, type: 'email', autoComplete: 'email' },
] as const;

export default function ContactPage({ shell }: RemotePageProps) {
  // Spec: values stay in the form after sending; a failure reported by the server is ignored.
  const { register, handleSubmit, formState } = useForm<ContactRequest>({
    defaultValues: { name: '', email: '', message: '', website: '' },
  });
  const backend = useBackend(shell);
  const { problem, attempt } = useBackendProblem();
  const [tooMany, setTooMany] = useState<string | null>(null);

  // A refusal is not passed on (docs/requirements.md#contact-us: a failure the server reports is ignored), except "too
  // many messages" (429): the sender must know to wait. The honeypot goes only when filled (a bot).
  const onSubmit = ({ website, ...query }: ContactRequest) =>
    attempt(
      async () => {
        setTooMany(null);
        await backend.call(ROUTES.addContactQuery, { body: website ? { ...query, website } : query });
        shell.notify(TEXTS.contactOk, 'success');
      },
      (refusal) => setTooMany(refusal.status === 429 ? refusal.message : null),
    );

  return (
    <div className="mf-contact py-5">
      <div className="container">
        <div className="text-center mb-4">
          <h1 className="display-6 fw-bold mb-1">Contact Us</h1>
          <p className="lead text-secondary mb-0">Get In Touch!</p>
        </div>
        <div className="card mf-contact-card shadow-sm border-0 mx-auto">
          <div className="card-body p-4 p-sm-5">
            {/* docs/requirements.md#contact-us: unlike login and sign-up, the browser enforces name and email (required). */}
            <form onSubmit={handleSubmit(onSubmit)}>
              {ICON_FIELDS.map(({ name, ...field }) => (
                <FormField key={name} id={`mf-contact-${name}`} {...field} {...register(name)} />
              ))}
              <TextAreaField
                id="mf-contact-message"
                label="Message"
                className="mb-4"
                rows={6}
                placeholder="Message to us..."
                {...register('message')}
              />
              {/* Honeypot: off screen and out of the tab order; people never fill it, bots do. */}
              <div className="mf-contact-hp" aria-hidden="true">
                <label htmlFor="mf-contact-website">Leave this field empty</label>
                <input
                  id="mf-contact-website"
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  {...register('website')}
                />
              </div>
              <Alert text={problem ?? tooMany} variant={problem ? undefined : 'warning'} />
              <div className="d-grid">
                <button
                  type="submit"
                  className="btn btn-primary btn-lg d-inline-flex align-items-center justify-content-center gap-2"
                  disabled={formState.isSubmitting}
                >
                  {formState.isSubmitting ? (
                    <span className="spinner-border spinner-border-sm" aria-hidden="true" />
                  ) : (
                    <Icon svg={sendIcon} />
                  )}
                  Send Message
                </button>
              </div>
            </form>
          </div>
        </div>
      </div>
    </div>
  );
}
