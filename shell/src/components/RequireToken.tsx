import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { TEXTS } from '@elearning/contract';
import { ShellContext, useStoredToken } from '../shell-context';

/**
 * /question needs a stored token: a visitor who ARRIVES without one sees 'Login first' and goes to
 * /login. A token that disappears while the page is open (Logout, an expired session, a logout in
 * another tab) only redirects: Logout clears the
 * session with an urgent update while react-router applies navigate('/login') in a transition, so
 * this page renders once more without a token before /login replaces it.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const { shell } = useContext(ShellContext);
  const token = useStoredToken();
  const arrivedWithToken = useRef(token !== null);
  useEffect(() => {
    if (!token && !arrivedWithToken.current) shell.notify(TEXTS.loginFirst, 'warning');
  }, [token, shell]);
  if (!token) return <Navigate to="/login" replace />;
  return children;
}
