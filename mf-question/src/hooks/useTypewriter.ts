import { useEffect, useRef, useState } from 'react';
import {
  TYPING_MS_PER_CHAR,
  advanceTyping,
  createTypingSchedule,
  recordArrival,
  recordEnd,
} from './typingSchedule';

export interface Typewriter {
  /** The part of the text typed so far. */
  visibleText: string;
  /** True while received text is still being typed out. */
  typing: boolean;
}

/**
 * Types `fullText` out as it grows (see typingSchedule for the speed rules). `ended` says no
 * more text will come; `instant` (reduced motion, saved answers) shows everything at once;
 * `shownAtOnce` characters (text written before the page re-attached) show at once too.
 * A text that shrinks (a new answer started) starts over.
 */
export function useTypewriter(
  fullText: string,
  ended: boolean,
  instant: boolean,
  shownAtOnce = 0,
): Typewriter {
  const schedule = useRef(createTypingSchedule());
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const [shownLength, setShownLength] = useState(instant ? fullText.length : 0);

  const stopTimer = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };

  useEffect(() => {
    const now = Date.now();
    if (fullText.length < schedule.current.received) {
      stopTimer();
      schedule.current = createTypingSchedule(now);
      setShownLength(0);
    }
    const current = schedule.current;
    recordArrival(current, fullText.length, now);
    if (ended) recordEnd(current, now);
    if (instant) {
      stopTimer();
      current.position = current.received;
      setShownLength(current.received);
      return;
    }
    if (shownAtOnce > current.position) {
      current.position = Math.min(shownAtOnce, current.received);
      current.arrivals = current.arrivals.filter((arrival) => arrival.end > current.position);
      setShownLength(current.position);
    }
    if (timer.current !== null || current.position >= current.received) return;
    // Starting (or resuming after a pause): the first character shows at once.
    current.lastTick = now;
    current.position = Math.min(current.received, Math.floor(current.position) + 1);
    setShownLength(Math.floor(current.position));
    timer.current = setInterval(() => {
      const shown = advanceTyping(current, Date.now());
      setShownLength(shown);
      if (current.position >= current.received) stopTimer();
    }, TYPING_MS_PER_CHAR);
  }, [fullText, ended, instant, shownAtOnce]);

  useEffect(() => stopTimer, []);

  const visibleLength = Math.min(shownLength, fullText.length);
  return { visibleText: fullText.slice(0, visibleLength), typing: visibleLength < fullText.length };
}
