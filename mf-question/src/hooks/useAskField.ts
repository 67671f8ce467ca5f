import { useState, type FormEvent } from 'react';

/**
 * A question field and its submit: the field is cleared at once (docs/requirements.md#ask-a-question: whatever the outcome),
 * and `sending` is true until `onAsk` settles (the page keeps the text if saving fails).
 */
export function useAskField(onAsk: (text: string) => Promise<void>) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asked = text;
    setText('');
    setSending(true);
    try {
      await onAsk(asked);
    } finally {
      setSending(false);
    }
  };
  return { text, setText, sending, submit };
}
