import { useAskField } from '../hooks/useAskField';

export interface FollowUpFormProps {
  onAsk(userQues: string): Promise<void>;
  disabled: boolean;
}

/** `Ask a follow-up` + `Ask`: continues the open conversation. */
export function FollowUpForm({ onAsk, disabled }: FollowUpFormProps) {
  const { text, setText, sending, submit } = useAskField(onAsk);
  return (
    <form className="mf-question-follow-up mt-3" onSubmit={submit} noValidate>
      <label htmlFor="mf-question-follow-up" className="form-label fw-semibold">
        Ask a follow-up
      </label>
      <div className="input-group">
        <input
          id="mf-question-follow-up"
          type="text"
          className="form-control"
          autoComplete="off"
          placeholder="Why? What is the next step?"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-primary px-4" disabled={disabled || sending}>
          {sending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          Ask
        </button>
      </div>
    </form>
  );
}
