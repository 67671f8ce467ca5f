import type { ClassDetailView } from '@elearning/contract';
import { Alert } from '@elearning/remote-kit';
import { useConsole } from '../common/console-context';
import { problemOf } from '../common/problem';
import { useClassWrite } from './useClassWrite';

/**
 * Pause or resume the AI tutor in this class at once (on every replica within a second): the
 * teacher's emergency stop, so it stands at the top of the class page, one press, no question.
 */
export function TutorPause({ item }: { item: ClassDetailView }) {
  const { api } = useConsole();
  const pause = useClassWrite(item.id, (tutorPaused: boolean) => api.updateClass(item.id, { tutorPaused }));
  const paused = item.rules.tutorPaused;
  return (
    <section
      aria-label="AI tutor in this class"
      className={`mf-teacher-pause d-flex flex-wrap align-items-center gap-3 p-3 mb-4 rounded border ${paused ? 'border-warning bg-warning-subtle' : 'bg-body-tertiary'}`}
    >
      <div className="flex-grow-1" aria-live="polite">
        <p className="fw-semibold mb-0">
          {paused ? 'The AI tutor is paused in this class.' : 'The AI tutor is answering in this class.'}
        </p>
        <p className="small mb-0">
          {paused
            ? `Students see “Your teacher has paused the AI tutor for ${item.name}” and can still ask a teacher.`
            : 'Pausing stops new answers at once; answers being written finish.'}
        </p>
      </div>
      <button
        type="button"
        className={`btn btn-lg ${paused ? 'btn-success' : 'btn-danger'}`}
        disabled={pause.isPending}
        onClick={() => pause.mutate(!paused)}
      >
        {pause.isPending
          ? paused
            ? 'Resuming…'
            : 'Pausing…'
          : paused
            ? 'Resume the AI tutor'
            : 'Pause the AI tutor now'}
      </button>
      <Alert text={problemOf(pause.error)} className="py-2 mb-0 w-100" />
    </section>
  );
}
