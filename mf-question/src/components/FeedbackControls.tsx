import { useState, type FormEvent } from 'react';
import thumbsDown from 'bootstrap-icons/icons/hand-thumbs-down.svg?raw';
import thumbsDownFill from 'bootstrap-icons/icons/hand-thumbs-down-fill.svg?raw';
import thumbsUp from 'bootstrap-icons/icons/hand-thumbs-up.svg?raw';
import thumbsUpFill from 'bootstrap-icons/icons/hand-thumbs-up-fill.svg?raw';
import type { AnswerFeedback, FeedbackRequest } from '@elearning/contract';
import { Icon } from '@elearning/remote-kit';

export interface FeedbackControlsProps {
  turnId: string;
  feedback: AnswerFeedback | null;
  onSend(feedback: FeedbackRequest): Promise<void>;
}

/** Thumbs up / down on an answer, with an optional short comment on thumbs down; changeable. */
export function FeedbackControls({ turnId, feedback, onSend }: FeedbackControlsProps) {
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState(feedback?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const rating = feedback?.rating ?? null;

  const send = async (request: FeedbackRequest) => {
    setError(null);
    setSending(true);
    try {
      await onSend(request);
      return true;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      return false;
    } finally {
      setSending(false);
    }
  };

  const down = async () => {
    if (await send({ rating: 'down' })) setCommenting(true);
  };
  const submitComment = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await send({ rating: 'down', comment })) setCommenting(false);
  };

  const commentId = `mf-question-feedback-${turnId}`;
  return (
    <div className="mf-question-feedback mt-3">
      <div className="d-flex align-items-center gap-2" role="group" aria-label="Was this answer helpful?">
        <span className="small text-body-secondary">Helpful?</span>
        <button
          type="button"
          className={`btn btn-sm ${rating === 'up' ? 'btn-success' : 'btn-outline-secondary'}`}
          aria-pressed={rating === 'up'}
          disabled={sending}
          onClick={() => void send({ rating: 'up' }).then(() => setCommenting(false))}
        >
          <Icon svg={rating === 'up' ? thumbsUpFill : thumbsUp} className="mf-question-icon" />
          <span className="visually-hidden">Thumbs up</span>
        </button>
        <button
          type="button"
          className={`btn btn-sm ${rating === 'down' ? 'btn-danger' : 'btn-outline-secondary'}`}
          aria-pressed={rating === 'down'}
          disabled={sending}
          onClick={() => void down()}
        >
          <Icon svg={rating === 'down' ? thumbsDownFill : thumbsDown} className="mf-question-icon" />
          <span className="visually-hidden">Thumbs down</span>
        </button>
        {rating ? <span className="small text-body-secondary">Thanks for your feedback.</span> : null}
      </div>
      {commenting ? (
        <form className="mt-2" onSubmit={submitComment} noValidate>
          <label htmlFor={commentId} className="form-label small mb-1">
            What was wrong? (optional)
          </label>
          <div className="input-group input-group-sm">
            <input
              id={commentId}
              className="form-control"
              maxLength={1000}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
            <button type="submit" className="btn btn-outline-primary" disabled={sending}>
              Send comment
            </button>
          </div>
        </form>
      ) : null}
      {error ? (
        <p className="text-danger small mb-0 mt-1" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
