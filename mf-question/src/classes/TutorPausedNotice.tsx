import pauseCircle from 'bootstrap-icons/icons/pause-circle.svg?raw';
import type { ClassRulesView } from '@elearning/contract';
import { Icon } from '@elearning/remote-kit';

export const pausedText = (className: string) => `Your teacher has paused the AI tutor for ${className}`;

/**
 * The class's teachers paused the tutor: new answers are refused until they unpause it, but a
 * question still reaches a teacher ("Ask a teacher" under it). The region is always there, so a
 * pause that arrives with the next refresh of the rules is announced.
 */
export function TutorPausedNotice({ className, rules }: { className?: string; rules?: ClassRulesView }) {
  const paused = className !== undefined && rules?.tutorPaused === true;
  return (
    <div role="status">
      {paused ? (
        <div className="alert alert-warning d-flex gap-2 mf-question-paused">
          <Icon svg={pauseCircle} className="mf-question-icon flex-shrink-0 mt-1" />
          <div>
            <p className="fw-semibold mb-1">{pausedText(className)}</p>
            <p className="small mb-0">
              You can still ask: send your question, then press “Ask a teacher” under it.
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
