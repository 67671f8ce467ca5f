import { useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isTeacherRole } from '../current-user';
import { ShellContext } from '../shell-context';
import { PageLoading, RemotePage } from './RemotePage';

/**
 * /teacher/*: the console only for an account the backend says is a teacher (or an admin, who is
 * also a teacher); everyone else gets
 * a plain page (the console's code is not even loaded). The backend checks the role again on
 * every call.
 */
function RequireTeacher({ children }: { children: ReactNode }) {
  const { user } = useContext(ShellContext);
  if (user.status === 'loading') return <PageLoading />;
  if (user.status === 'ready' && isTeacherRole(user.me.user.role)) return children;
  return (
    <section className="container py-5" aria-labelledby="teachers-only-title">
      <h1 id="teachers-only-title" className="h3">
        For teachers only
      </h1>
      <p>
        {user.status === 'unreachable'
          ? 'Cannot check your account right now: the server cannot be reached. Please try again in a moment.'
          : 'This part of the site is for the school’s teachers.'}
      </p>
      {user.status === 'none' ? <Link to="/login">Teachers: log in</Link> : <Link to="/">Back to Home</Link>}
    </section>
  );
}

/** The /teacher/* page; its own chunk, loaded only there (Home's first view stays small). */
export default function TeacherArea() {
  return (
    <RequireTeacher>
      <RemotePage remote="mf_teacher" module="TeacherConsole" />
    </RequireTeacher>
  );
}
