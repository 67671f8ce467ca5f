import { useEffect, useState } from 'react';
import { SIGNUP_ALERT_DISMISS_MS } from './authFlow';

/** A list of messages from which the oldest is removed every `intervalMs` until none remain (spec). */
export function useOldestFirstDismissal(intervalMs = SIGNUP_ALERT_DISMISS_MS) {
  const [messages, setMessages] = useState<string[]>([]);
  useEffect(() => {
    if (messages.length === 0) return;
    const timer = setTimeout(() => setMessages((list) => list.slice(1)), intervalMs);
    return () => clearTimeout(timer);
  }, [messages, intervalMs]);
  return [messages, setMessages] as const;
}
