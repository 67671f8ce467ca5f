import type { NoticeVariant } from '@elearning/contract';

/** One message in an alert (a form's "cannot reach the server"); nothing when there is none. */
export function Alert({
  text,
  variant = 'danger',
  className = 'py-2',
}: {
  text: string | null;
  variant?: NoticeVariant;
  className?: string;
}) {
  if (!text) return null;
  return (
    <div className={`alert alert-${variant} ${className}`} role="alert">
      {text}
    </div>
  );
}
