import { Alert } from '@elearning/remote-kit';
import { useConsole } from '../common/console-context';
import { useLoad } from '../common/useLoad';
import { ceilingText } from './usage';

/** On every area of the console: the school's daily AI ceiling is reached (a security event too). */
export function CeilingNotice({ version }: { version: number }) {
  const { api } = useConsole();
  const { data } = useLoad(() => api.schoolAiUsage(), String(version));
  return (
    <div aria-live="polite">
      <Alert text={ceilingText(data?.school)} variant="warning" className="py-2 mb-3" />
    </div>
  );
}
