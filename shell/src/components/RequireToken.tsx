import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { TEXTS } from '@elearning/contract';
import { rememberComeBack } from '../come-back';
import { ShellContext, useStoredToken } from '../shell-context';

/**
 * /question needs a stored token: a visitor who ARRIVES without one sees 'Login first' and goes to
 * /login. A token that disappears while the page is open (Logout, an expired session, a logout in
 * another tab) only redirects: Logout clears the
 * session with an urgent update while react-router applies navigate('/login') in a transition, so
 * this page renders once more without a token before /login replaces it.
 * A page with `comeBack` (the join link) is remembered for after the login or sign-up, with its
 * own notice.
 */
export function RequireToken({ children, comeBack }: { children: ReactNode; comeBack?: { notice: string } }) {
  const { shell } = useContext(ShellContext);
  const { pathname } = useLocation();
  const token = useStoredToken();
  const arrivedWithToken = useRef(token !== null);
  useEffect(() => {
    if (token || arrivedWithToken.current) return;
    if (comeBack) rememberComeBack(pathname);
    shell.notify(comeBack?.notice ?? TEXTS.loginFirst, 'warning');
  }, [token, shell, comeBack, pathname]);
  if (!token) return <Navigate to="/login" replace />;
  return children;
}
