import type { ReactNode } from 'react';
import { Alert } from '@elearning/remote-kit';
import { isRefused, problemOf } from '../common/problem';

/**
 * One administrators' page: its title, then its content, or only the backend's refusal when the
 * page's read was refused (a teacher who opened its URL: "This is for school administrators only").
 */
export function AdminSection({
  id,
  title,
  error,
  children,
}: {
  id: string;
  title: string;
  /** The error of the page's main read. */
  error: unknown;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="h4 mb-1">
        {title}
      </h2>
      {isRefused(error) ? <Alert text={problemOf(error)} className="py-2 mt-3" /> : children}
    </section>
  );
}
