import { useQuery } from '@tanstack/react-query';
import { Alert } from '@elearning/remote-kit';
import { useConsole } from '../common/console-context';
import { ceilingText } from './usage';

/** On every area of the console: the school's daily AI ceiling is reached (a security event too). */
export function CeilingNotice() {
  const { queries } = useConsole();
  const { data } = useQuery(queries.schoolAiUsage());
  return (
    <div aria-live="polite">
      <Alert text={ceilingText(data?.school)} variant="warning" className="py-2 mb-3" />
    </div>
  );
}
