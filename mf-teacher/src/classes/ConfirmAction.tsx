import { useEffect, useRef, useState } from 'react';
import { Alert } from '@elearning/remote-kit';
import { problemOf } from '../common/problem';

/**
 * A button that asks first, in the same place (as Demote does on the Teachers page): the question,
 * "Yes" and "Cancel". Keyboard users stay where they were: on "Yes" when asked, back on the button
 * after Cancel. `run` is the write; its refusal is shown under the question.
 */
export function ConfirmAction({
  label,
  subject,
  question,
  yes,
  pendingText,
  run,
  buttonClass = 'btn btn-outline-danger btn-sm',
  yesClass = 'btn btn-danger btn-sm',
  disabled = false,
}: {
  label: string;
  /**
   * Who or what it acts on, when the label alone is ambiguous: added after the label in the button's
   * name ("Remove" and "Sam Student": "Remove Sam Student"), so the name always starts with the text
   * on the button (WCAG 2.5.3, label in name: a voice user says what they see).
   */
  subject?: string;
  question: string;
  yes: string;
  pendingText: string;
  run(): Promise<unknown>;
  buttonClass?: string;
  yesClass?: string;
  disabled?: boolean;
}) {
  const name = subject ? `${label} ${subject}` : label;
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const toggled = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  useEffect(() => {
    if (!toggled.current) return;
    (confirming ? yesButton : button).current?.focus();
  }, [confirming]);
  const ask = (value: boolean) => {
    toggled.current = true;
    setError(null);
    setConfirming(value);
  };
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await run();
      if (mounted.current) ask(false);
    } catch (failure) {
      if (mounted.current) setError(failure);
    } finally {
      if (mounted.current) setPending(false);
    }
  };
  if (!confirming)
    return (
      <button
        ref={button}
        type="button"
        className={buttonClass}
        aria-label={subject ? name : undefined}
        disabled={disabled}
        onClick={() => ask(true)}
      >
        {label}
      </button>
    );
  return (
    <div role="group" aria-label={`${name}?`} className="mf-teacher-confirm">
      <p className="small mb-1">{question}</p>
      <div className="d-flex flex-wrap gap-1">
        <button
          ref={yesButton}
          type="button"
          className={yesClass}
          disabled={pending}
          onClick={() => void confirm()}
        >
          {pending ? pendingText : yes}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={pending}
          onClick={() => ask(false)}
        >
          Cancel
        </button>
      </div>
      <Alert text={problemOf(error)} className="py-1 px-2 mt-1 mb-0 small" />
    </div>
  );
}
