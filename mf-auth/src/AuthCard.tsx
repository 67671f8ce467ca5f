import type { ReactNode } from 'react';
import type { ShellApi } from '@elearning/contract';
import { ShellLink } from '@elearning/remote-kit';
import { AuthFooter } from './AuthFooter';
import { useHydrated } from './useHydrated';

interface AuthCardProps {
  shell: ShellApi;
  title: string;
  /** Shown above the card. */
  intro?: ReactNode;
  /** The link to the other auth page, below the content. */
  switchLink?: { to: string; text: string };
  children: ReactNode;
}

/** The frame of the auth pages: a centred card (title, content, link to the other page), then the copyright line. */
export function AuthCard({ shell, title, intro, switchLink, children }: AuthCardProps) {
  // The page to come back to is in the query, which the prerendered link cannot know: hydration
  // meets the link as written, the next render adds it.
  const hydrated = useHydrated();
  const switchTo = switchLink && (hydrated ? switchLink.to : switchLink.to.replace(/\?.*$/, ''));
  return (
    <div className="mf-auth py-5">
      {intro}
      <div className="container">
        <div className="card mf-auth-card shadow-sm border-0 mx-auto">
          <div className="card-body p-4 p-sm-5">
            <h1 className="h3 fw-bold text-center mb-4">{title}</h1>
            {children}
            {switchLink && switchTo ? (
              <p className="text-center mt-4 mb-0">
                <ShellLink shell={shell} to={switchTo}>
                  {switchLink.text}
                </ShellLink>
              </p>
            ) : null}
          </div>
        </div>
        <AuthFooter />
      </div>
    </div>
  );
}
