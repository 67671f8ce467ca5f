import { useState, type FormEvent } from 'react';
import { FormField, TextAreaField } from '@elearning/remote-kit';

const FIELDS = ['name', 'email', 'subject'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = { name: 'Name', email: 'Email', subject: 'Subject' };

/**
 * The required 'Get In touch' form under the answer (docs/requirements.md#ask-a-question). It is NOT wired to any
 * call, so Send only shows a local note pointing to the real Contact Us page.
 */
export function GetInTouchForm() {
  const [values, setValues] = useState({ name: '', email: '', subject: '', message: '' });
  const [sent, setSent] = useState(false);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(true);
  };

  return (
    <section className="mf-question-touch card shadow-sm" aria-labelledby="mf-question-touch-heading">
      <div className="card-body">
        <h2 id="mf-question-touch-heading" className="h4 mb-3">
          Get In touch
        </h2>
        <form onSubmit={send} noValidate>
          <div className="row g-3">
            {FIELDS.map((field) => (
              <FormField
                key={field}
                id={`mf-question-touch-${field}`}
                label={LABELS[field]}
                className={field === 'subject' ? 'col-12' : 'col-md-6'}
                required={false}
                name={field}
                type={field === 'email' ? 'email' : 'text'}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              />
            ))}
            <TextAreaField
              id="mf-question-touch-message"
              label="Message"
              className="col-12"
              name="message"
              rows={4}
              value={values.message}
              onChange={(event) => setValues({ ...values, message: event.target.value })}
            />
            <div className="col-12 d-flex flex-wrap align-items-center gap-3">
              <button type="submit" className="btn btn-outline-primary px-4">
                Send
              </button>
              {sent ? (
                <span className="small text-body-secondary" role="status">
                  Thanks! This form is not sent anywhere yet; to reach us, use the Contact Us page.
                </span>
              ) : null}
            </div>
          </div>
        </form>
      </div>
    </section>
  );
}
