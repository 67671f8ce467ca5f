import search from 'bootstrap-icons/icons/search.svg?raw';
import { Icon } from '@elearning/remote-kit';
import { useAskField } from '../hooks/useAskField';

export interface QuestionFormProps {
  /** Saves and answers the question; the page keeps the text if saving fails. */
  onAsk(userQues: string): Promise<void>;
  disabled: boolean;
}

/**
 * The required question field (docs/requirements.md#ask-a-question) (name userQues, placeholder 'Search... ') and Submit. Empty is allowed:
 * the server decides. After submit the input is cleared, whatever the request's outcome.
 */
export function QuestionForm({ onAsk, disabled }: QuestionFormProps) {
  const { text: userQues, setText: setUserQues, sending, submit } = useAskField(onAsk);

  const busy = disabled || sending;
  return (
    <form className="mf-question-form" onSubmit={submit} noValidate>
      <label htmlFor="mf-question-userQues" className="form-label fw-semibold">
        Your question
      </label>
      <div className="input-group input-group-lg">
        <span className="input-group-text bg-white" aria-hidden="true">
          <Icon svg={search} className="mf-question-icon" />
        </span>
        <input
          id="mf-question-userQues"
          type="text"
          name="userQues"
          className="form-control"
          placeholder="Search... "
          autoComplete="off"
          value={userQues}
          onChange={(event) => setUserQues(event.target.value)}
        />
        <button type="submit" className="btn btn-primary px-4" disabled={busy}>
          {sending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          Submit
        </button>
      </div>
    </form>
  );
}
