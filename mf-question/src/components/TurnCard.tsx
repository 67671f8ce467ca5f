import { lazy, Suspense, type ReactNode } from 'react';
import arrowClockwise from 'bootstrap-icons/icons/arrow-clockwise.svg?raw';
import arrowRepeat from 'bootstrap-icons/icons/arrow-repeat.svg?raw';
import stopCircle from 'bootstrap-icons/icons/stop-circle.svg?raw';
import { Icon } from '@elearning/remote-kit';
import { TEXTS } from '@elearning/contract';
import { isWriting, type Turn } from '../hooks/turnState';
import { useTypewriter } from '../hooks/useTypewriter';
import { CopyButton } from './CopyButton';
import { STATUS_LABELS } from './statusLabels';

// The Markdown/KaTeX/highlight.js bundle is big: load it beside the page, not before it.
export const loadAnswerMarkdown = () => import('./AnswerMarkdown');
const AnswerMarkdown = lazy(loadAnswerMarkdown);

export interface TurnCardProps {
  turn: Turn;
  /** The conversation's last turn: only it offers Regenerate. */
  isLast: boolean;
  reducedMotion: boolean;
  onStop(): void;
  onRetry(): void;
  onRegenerate(): void;
  onCopyFailed(): void;
  /** Under the answer: feedback, and what other features add (e.g. asking a teacher). */
  children?: ReactNode;
}

/** One turn: the question, its answer (typed out while it is written), and what can be done with it. */
export function TurnCard({
  turn,
  isLast,
  reducedMotion,
  onStop,
  onRetry,
  onRegenerate,
  onCopyFailed,
  children,
}: TurnCardProps) {
  const writing = isWriting(turn);
  const { visibleText, typing } = useTypewriter(
    turn.text,
    !writing,
    reducedMotion || !turn.live,
    turn.shownAtOnce,
  );
  const showCursor = (writing || typing) && !reducedMotion;
  const complete = !writing && !typing && turn.text !== '';
  const retryable =
    (turn.phase === 'error' && turn.failure?.retryable) ||
    turn.phase === 'stopped' ||
    turn.phase === 'failed' ||
    turn.phase === 'pending';
  const status =
    turn.phase === 'waiting' || turn.phase === 'streaming' || turn.phase === 'error' ? null : turn.phase;

  return (
    <article className="mf-question-turn" aria-label={`Your question: ${turn.question}`}>
      <p className="mf-question-asked mb-2">
        <span className="fw-semibold">You asked:</span> {turn.question || <em>(empty question)</em>}
      </p>
      <div className="mf-question-turn-answer">
        {visibleText === '' && writing ? (
          <p className="mf-question-waiting text-body-secondary mb-0" role="status">
            <span className="spinner-grow spinner-grow-sm me-2" aria-hidden="true" />
            {TEXTS.waiting}
          </p>
        ) : null}
        {visibleText !== '' ? (
          <div className="answer-markdown" data-testid="answer" aria-busy={showCursor}>
            <Suspense fallback={<p className="mf-question-plain">{visibleText}</p>}>
              <AnswerMarkdown markdown={visibleText} showCursor={showCursor} />
            </Suspense>
          </div>
        ) : null}
        {turn.reconnecting ? (
          <p className="text-body-secondary small mt-2 mb-0" role="status">
            Connection lost. Reconnecting… (the tutor keeps writing)
          </p>
        ) : null}
        <AnswerNotice turn={turn} />
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
        {status && status !== 'answered' ? (
          <span className={`badge ${STATUS_LABELS[status].badge}`}>{STATUS_LABELS[status].text}</span>
        ) : null}
        {writing ? (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={onStop}>
            <Icon svg={stopCircle} className="mf-question-icon me-1" />
            Stop
          </button>
        ) : null}
        {retryable ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={onRetry}>
            <Icon svg={arrowClockwise} className="mf-question-icon me-1" />
            Retry
          </button>
        ) : null}
        {isLast && complete && turn.phase === 'answered' ? (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onRegenerate}>
            <Icon svg={arrowRepeat} className="mf-question-icon me-1" />
            Regenerate
          </button>
        ) : null}
        {complete ? <CopyButton text={turn.text} onCopyFailed={onCopyFailed} /> : null}
        {turn.earlierVersions > 0 ? (
          <span className="small text-body-secondary">
            {turn.earlierVersions === 1 ? '1 earlier version' : `${turn.earlierVersions} earlier versions`}{' '}
            kept
          </span>
        ) : null}
      </div>
      {complete && turn.phase === 'answered' ? children : null}
    </article>
  );
}

/** What went wrong or why the answer is incomplete, in words. */
function AnswerNotice({ turn }: { turn: Turn }) {
  const { phase, failure, text, notice } = turn;
  if (notice) {
    return (
      <p className="alert alert-secondary mt-3 mb-0" role="status" data-testid="answer-withheld">
        {notice}
      </p>
    );
  }
  if (phase === 'error' && failure) {
    if (failure.code === 'not_configured') {
      return (
        <div className="alert alert-warning mt-3 mb-0" role="alert">
          <h3 className="h6 alert-heading">The AI tutor is not configured</h3>
          <p className="mb-0">{failure.message}</p>
          <p className="mb-0 small">Your question was saved.</p>
        </div>
      );
    }
    return (
      <div className="alert alert-danger mt-3 mb-0" role="alert">
        {failure.message}
      </div>
    );
  }
  if (phase === 'stopped' && turn.live) {
    return (
      <p className="text-body-secondary small mt-3 mb-0">
        You stopped this answer. What was written so far is saved.
      </p>
    );
  }
  if (phase === 'pending' || phase === 'failed' || phase === 'stopped') {
    const why =
      phase === 'pending'
        ? 'This answer did not finish.'
        : phase === 'stopped'
          ? 'This answer was stopped.'
          : 'The AI tutor could not answer this question.';
    return (
      <p className="text-body-secondary small mt-3 mb-0">
        {why}
        {text ? ' This is what was saved.' : ''} Retry to ask again.
      </p>
    );
  }
  return null;
}
