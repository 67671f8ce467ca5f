import { useContext, useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { TEXTS } from '@elearning/contract';
import { ShellContext } from '../shell-context';

/** /question needs a stored token: otherwise 'Login first' and off to /login. */
export function RequireToken({ children }: { children: ReactNode }) {
  const { shell } = useContext(ShellContext);
  const token = shell.session.getToken();
  useEffect(() => {
    if (!token) shell.notify(TEXTS.loginFirst, 'warning');
  }, [token, shell]);
  if (!token) return <Navigate to="/login" replace />;
  return children;
}
