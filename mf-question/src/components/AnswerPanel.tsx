import { lazy, Suspense } from 'react';
import arrowClockwise from 'bootstrap-icons/icons/arrow-clockwise.svg?raw';
import stars from 'bootstrap-icons/icons/stars.svg?raw';
import stopCircle from 'bootstrap-icons/icons/stop-circle.svg?raw';
import { Icon } from '@elearning/remote-kit';
import { TEXTS } from '@elearning/contract';
import type { AnswerState } from '../hooks/useAnswerStream';
import { useTypewriter } from '../hooks/useTypewriter';
import { CopyButton } from './CopyButton';
import { STATUS_LABELS } from './statusLabels';
import { TeacherSupportBlock } from '../support/TeacherSupportBlock';

// The Markdown/KaTeX/highlight.js bundle is big: load it beside the page, not before it.
export const loadAnswerMarkdown = () => import('./AnswerMarkdown');
const AnswerMarkdown = lazy(loadAnswerMarkdown);

export interface AnswerPanelProps {
  answer: AnswerState;
  reducedMotion: boolean;
  onStop(): void;
  onRetry(): void;
  onCopyFailed(): void;
}

export function AnswerPanel({ answer, reducedMotion, onStop, onRetry, onCopyFailed }: AnswerPanelProps) {
  const { phase, text, failure, savedStatus } = answer;
  const streaming = phase === 'waiting' || phase === 'streaming';
  const { visibleText, typing } = useTypewriter(text, !streaming, reducedMotion || phase === 'saved');
  const showCursor = (streaming || typing) && !reducedMotion;
  const waiting = visibleText === '' && (phase === 'idle' || streaming);
  const complete = !streaming && !typing && text !== '';
  const retryable =
    (phase === 'error' && failure?.retryable) ||
    phase === 'stopped' ||
    (phase === 'saved' && savedStatus !== null && savedStatus !== 'answered');

  return (
    <section className="card shadow-sm mf-question-answer-card" aria-labelledby="mf-question-answer-heading">
      <div className="card-header bg-white d-flex flex-wrap align-items-center gap-2">
        <h2 id="mf-question-answer-heading" className="h5 mb-0 me-auto">
          <Icon svg={stars} className="mf-question-icon text-primary me-2" />
          Answer
        </h2>
        {savedStatus ? (
          <span className={`badge ${STATUS_LABELS[savedStatus].badge}`}>
            {STATUS_LABELS[savedStatus].text}
          </span>
        ) : null}
        {streaming ? (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={onStop}>
            <Icon svg={stopCircle} className="mf-question-icon me-1" />
            Stop
          </button>
        ) : null}
        {complete ? <CopyButton text={text} onCopyFailed={onCopyFailed} /> : null}
      </div>
      <div className="card-body">
        {answer.question ? (
          <p className="mf-question-asked text-body-secondary small mb-3">
            <span className="fw-semibold">You asked:</span> {answer.question}
          </p>
        ) : null}
        {waiting ? (
          <p className="mf-question-waiting text-body-secondary mb-0" role="status">
            {phase === 'waiting' ? (
              <span className="spinner-grow spinner-grow-sm me-2" aria-hidden="true" />
            ) : null}
            {TEXTS.waiting}
          </p>
        ) : null}
        {visibleText !== '' ? (
          <div className="mf-question-answer" data-testid="answer" aria-busy={showCursor}>
            <Suspense fallback={<p className="mf-question-plain">{visibleText}</p>}>
              <AnswerMarkdown markdown={visibleText} showCursor={showCursor} />
            </Suspense>
          </div>
        ) : null}
        <AnswerNotice answer={answer} />
        <TeacherSupportBlock
          questionId={answer.questionId}
          finished={complete || (!streaming && phase !== 'idle')}
        />
        {retryable ? (
          <button type="button" className="btn btn-primary btn-sm mt-3" onClick={onRetry}>
            <Icon svg={arrowClockwise} className="mf-question-icon me-1" />
            Retry
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** What went wrong or why the answer is incomplete, in words. */
function AnswerNotice({ answer }: { answer: AnswerState }) {
  const { phase, failure, savedStatus, text } = answer;
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
  if (phase === 'stopped') {
    return (
      <p className="text-body-secondary small mt-3 mb-0">
        You stopped this answer. What was written so far is saved.
      </p>
    );
  }
  if (phase === 'saved' && savedStatus && savedStatus !== 'answered') {
    const why =
      savedStatus === 'pending'
        ? 'This answer did not finish.'
        : savedStatus === 'stopped'
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
