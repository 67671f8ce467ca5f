import { type ScreenVerdict, screenMessage } from '../screen/index.js';

/** Messages to screen, as OfflineScreen sends them to its thread: one verdict each, in order. */
export interface ScreenTask {
  texts: string[];
  /** Their conversation's earlier turns, oldest first; none for messages alone. */
  earlier: string[];
}

/** A verdict, or null when the screen failed on that message (the others of its task still count). */
export type ScreenOutcome = ScreenVerdict | null;

/** Each message on its own: one that makes the screen throw does not take the others with it. */
export function screenEach({ texts, earlier }: ScreenTask): ScreenOutcome[] {
  return texts.map((text) => {
    try {
      return screenMessage(text, earlier);
    } catch {
      return null;
    }
  });
}

interface Waiting {
  task: ScreenTask;
  done: (verdicts: ScreenOutcome[]) => void;
}

// The thread takes every task at once and screens them one per turn of its event loop, the
// messages alone first: an answer's model call waits for its message's verdict, while a screen
// with the earlier turns (several times longer) runs beside the call. So when a class asks at
// once, no student's answer waits behind the others' screens in context (docs/safety.md).
const alone: Waiting[] = [];
const inContext: Waiting[] = [];
let scheduled = false;

function screenNext(): void {
  scheduled = false;
  const next = alone.shift() ?? inContext.shift();
  if (next === undefined) return;
  next.done(screenEach(next.task));
  scheduleNext();
}

function scheduleNext(): void {
  if (scheduled || (alone.length === 0 && inContext.length === 0)) return;
  scheduled = true;
  // setImmediate, not a loop: the messages that arrived meanwhile are queued before the next pick.
  setImmediate(screenNext);
}

/** Runs in OfflineScreen's worker thread. */
export default function screen(task: ScreenTask): Promise<ScreenOutcome[]> {
  return new Promise((done) => {
    (task.earlier.length === 0 ? alone : inContext).push({ task, done });
    scheduleNext();
  });
}
