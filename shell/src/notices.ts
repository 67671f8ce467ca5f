import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notice, NoticeVariant } from '@elearning/contract';

/** How long a notice stays before it removes itself (it can be closed sooner). */
export const NOTICE_MS = 8000;

/**
 * Notices live in the shell, above the routes, so one raised just before a redirect
 * (login -> /question, guard -> /login) is still shown on the next page.
 */
export function useNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setNotices((list) => list.filter((n) => n.id !== id));
  }, []);

  const notify = useCallback(
    (text: string, variant: NoticeVariant = 'info') => {
      counter.current += 1;
      const id = `notice-${counter.current}`;
      // The same text twice in a row (a double click, a re-render) shows once.
      setNotices((list) => [...list.filter((n) => n.text !== text), { id, text, variant }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), NOTICE_MS),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return { notices, notify, dismiss };
}
