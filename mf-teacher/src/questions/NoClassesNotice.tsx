import { ShellLink } from '@elearning/remote-kit';
import { useConsoleClasses } from '../common/ClassPicker';
import { CONSOLE_BASE, useConsole } from '../common/console-context';

/**
 * A teacher sees the students of their classes only (the backend scopes every console list): with
 * no class yet the lists are empty, and this says why. Admins see every student: never shown.
 */
export function NoClassesNotice() {
  const { shell } = useConsole();
  const { classes, isAdmin } = useConsoleClasses();
  if (isAdmin || !classes || classes.length > 0) return null;
  return (
    <p className="alert alert-info py-2">
      You see the students of your classes. Make a class in{' '}
      <ShellLink shell={shell} to={`${CONSOLE_BASE}/classes`} className="alert-link">
        Classes
      </ShellLink>{' '}
      and share its code with your students.
    </p>
  );
}
