import type { ComponentProps, ReactNode } from 'react';

type InputProps = ComponentProps<'input'> & { id: string };

/** The required "Remember me" box (docs/requirements.md#login): shown, but it has no effect on any request. */
export function RememberMe({ id, className = 'mb-3', ...input }: InputProps) {
  return (
    <div className={`form-check ${className}`}>
      <input id={id} type="checkbox" className="form-check-input" {...input} />
      <label htmlFor={id} className="form-check-label">
        Remember me
      </label>
    </div>
  );
}

/** The form's full-width submit button, disabled with a spinner while the request runs. */
export function SubmitButton({
  busy,
  className = '',
  children,
}: {
  busy: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `d-grid ${className}` : 'd-grid'}>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {children}
      </button>
    </div>
  );
}
