import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@elearning/remote-kit';
import { problemOf } from './problem';

/**
 * A Markdown reply with a `Send reply` button (disabled while sending). `send` resolves when the
 * backend stored the reply; the box is then emptied. A refusal or an unreachable server is shown.
 */
export function ReplyBox({
  label,
  send,
  buttonText = 'Send reply',
  maxLength = 10_000,
  rows = 5,
  hint = 'Markdown and math ($x^2$) are shown to the student as in the AI’s answers.',
}: {
  label: string;
  send(text: string): Promise<void>;
  buttonText?: string;
  maxLength?: number;
  rows?: number;
  hint?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem('Please write something first.');
    setSending(true);
    setProblem(null);
    try {
      await send(text);
      setText('');
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-2">
      <label htmlFor={id} className="form-label fw-semibold">
        {label}
      </label>
      <textarea
        id={id}
        className="form-control"
        rows={rows}
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <div id={`${id}-hint`} className="form-text">
        {hint}
      </div>
      <Alert text={problem} className="py-2 mt-2 mb-0" />
      <button type="submit" className="btn btn-primary mt-2" disabled={sending}>
        {sending ? 'Sending…' : buttonText}
      </button>
    </form>
  );
}
