import type { ReactNode } from 'react';
import { AuthFooter } from './AuthFooter';

/** The frame of both auth pages: a centred card with the title and the page's content, then the copyright line. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mf-auth py-5">
      {intro}
      <div className="container">
        <div className="card mf-auth-card shadow-sm border-0 mx-auto">
          <div className="card-body p-4 p-sm-5">
            <h1 className="h3 fw-bold text-center mb-4">{title}</h1>
            {children}
          </div>
        </div>
        <AuthFooter />
      </div>
    </div>
  );
}
