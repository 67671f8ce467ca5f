import type { AnswerErrorEvent } from '@elearning/contract';

/** The second part of an event id: a chunk, the help card, the final event (in that order at one length). */
export type EventKind = 'chunk' | 'help' | 'final';
const KIND_NUMBER: Record<EventKind, number> = { chunk: 0, help: 1, final: 2 };

/**
 * The events of one answer being written, as the generation publishes them and every attached
 * request (the first one, a reload, a second tab) reads them. `id` is the SSE id sent to the
 * browser: `<characters written so far>-<n>`, n = 0 for a chunk (the count includes its text), 1
 * for the help card (docs/safety.md; at most one per answer) and 2 for the final event; valid,
 * strictly increasing Redis stream ids (XADD with explicit ids).
 */
export type LiveAnswerEvent =
  | { id: string; type: 'chunk'; text: string }
  | { id: string; type: 'help'; markdown: string }
  | { id: string; type: 'done' }
  | { id: string; type: 'stopped' }
  | { id: string; type: 'retracted'; message: string }
  | { id: string; type: 'error'; error: AnswerErrorEvent };

export const isFinalEvent = (event: LiveAnswerEvent) => event.type !== 'chunk' && event.type !== 'help';

/**
 * Where the live answers' events go between the generation and the requests that show them
 * (docs/tutor.md, "Live answers"). In process now (InMemoryLiveAnswerBus); a Redis implementation
 * (streams + pub/sub) shares them between backend replicas behind the same interface.
 *
 * Reading without gaps or duplicates: `subscribe` first, then `replay(afterId)`, then take the live
 * events whose id is after the last one replayed (compareEventIds).
 */
export interface LiveAnswerBus {
  /** Starts a fresh event stream for the answer, forgetting an earlier one (a retry, a regenerate). */
  open(answerId: string): Promise<void>;
  /**
   * Appends an event (ids strictly increase). After a final event the stream is kept a while for
   * late readers, then forgotten. Returns undefined when the event is already delivered and kept
   * (the in-process bus): nothing to wait for, and no promise made for each piece of a class's answers.
   */
  publish(answerId: string, event: LiveAnswerEvent): Promise<void> | undefined;
  /** Calls `listener` with every event published from now on, in order; returns the unsubscribe. */
  subscribe(answerId: string, listener: (event: LiveAnswerEvent) => void): Promise<() => Promise<void>>;
  /** Events after `afterId` (all when null), in order; null when the bus holds no stream for the answer. */
  replay(answerId: string, afterId: string | null): Promise<LiveAnswerEvent[] | null>;
  /** Asks the generation (wherever it runs) to stop: the explicit Stop. */
  requestStop(answerId: string): Promise<void>;
  /** Calls `listener` when a stop is requested for the answer; returns the unsubscribe. */
  onStopRequested(answerId: string, listener: () => void): Promise<() => Promise<void>>;
}

/** Injection token of the LiveAnswerBus. */
export const LIVE_ANSWER_BUS = Symbol('LIVE_ANSWER_BUS');

/** The id of an event after `characters` characters of answer; `final` for done/stopped/retracted/error. */
export function eventId(characters: number, kind: EventKind = 'chunk'): string {
  return `${characters}-${KIND_NUMBER[kind]}`;
}

/** `[characters, n]` of an SSE id, or null when it is not one of ours (a client may send anything). */
export function parseEventId(id: string | null | undefined): [number, number] | null {
  const match = /^(\d{1,12})-([012])$/.exec(id ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** Negative, 0 or positive as `a` is before, the same as or after `b`. */
export function compareEventIds(a: string, b: string): number {
  const [ac, an] = parseEventId(a) ?? [0, 0];
  const [bc, bn] = parseEventId(b) ?? [0, 0];
  return ac - bc || an - bn;
}
