import { useCallback, useEffect, useRef } from 'react';
import { SessionExpiredError } from '@elearning/remote-kit';
import { streamAnswer, type AnswerStreamOutcome } from '../api/answerStream';
import type { QuestionApi } from '../api/questionApi';

/** Reconnect waits 1 s, 2 s, 4 s, 8 s, 8 s... then gives up and offers Retry. */
export const RECONNECT_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 8000, 8000];

export interface AnswerReading {
  /** Re-attach to an answer already being written, from its start, instead of starting one. */
  attach: boolean;
  /** A piece of the answer; `replayed`: written before this page attached (show it at once). */
  onChunk(text: string, replayed: boolean): void;
  /** The connection dropped: waiting before re-attaching after the last event received. */
  onReconnecting(): void;
  /** The help card arrived (docs/safety.md): show it above the answer. */
  onHelp?(markdown: string): void;
}

/** Waits `ms`, or less when `signal` aborts (already aborted: not at all). */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Reads one answer (POST /ques/:id/answer) until it ends: its outcome, or null once `signal`
 * aborts. A dropped connection (no answer from the network, or a stream that ends without
 * done/stopped/error) is re-attached after the last event received (Last-Event-ID) after each of
 * `delaysMs`; then the drop is the outcome. An expired session is thrown (SessionExpiredError).
 */
export async function followAnswer(
  api: QuestionApi,
  turnId: string,
  { attach, onChunk, onReconnecting, onHelp, signal }: AnswerReading & { signal: AbortSignal },
  delaysMs: readonly number[] = RECONNECT_DELAYS_MS,
): Promise<AnswerStreamOutcome | null> {
  let lastEventId: string | undefined = attach ? '0-0' : undefined;
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await streamAnswer(api, turnId, {
      signal,
      lastEventId,
      onEventId: (id) => (lastEventId = id),
      onChunk,
      onHelp,
    });
    if (signal.aborted) return null;
    const dropped =
      outcome.kind === 'error' && (outcome.code === 'network' || outcome.code === 'interrupted');
    if (!dropped || attempt >= delaysMs.length) return outcome;
    onReconnecting();
    await sleep(delaysMs[attempt]!, signal);
    if (signal.aborted) return null;
    // Whatever happened to the request, the answer goes on on the server: re-attach to it.
    lastEventId ??= '0-0';
  }
}

/**
 * The page reads one answer at a time: reading another, `leave()` or unmounting stops reading the
 * first (closing the stream never stops the answer on the server; Stop does).
 */
export function useAnswerReader(api: QuestionApi) {
  const reading = useRef<{ turnId: string; abort: AbortController } | null>(null);
  const latestApi = useRef(api);
  useEffect(() => {
    latestApi.current = api;
  });

  /** The outcome of the turn's answer; null when the page stopped reading it or the session expired. */
  const read = useCallback(
    async (turnId: string, how: AnswerReading): Promise<AnswerStreamOutcome | null> => {
      reading.current?.abort.abort();
      const mine = { turnId, abort: new AbortController() };
      reading.current = mine;
      try {
        return await followAnswer(latestApi.current, turnId, { ...how, signal: mine.abort.signal });
      } catch (error) {
        // An expired session: the shell is taking the student to /login.
        if (mine.abort.signal.aborted || error instanceof SessionExpiredError) return null;
        throw error;
      } finally {
        if (reading.current === mine) reading.current = null;
      }
    },
    [],
  );

  const leave = useCallback(() => reading.current?.abort.abort(), []);
  /** The turn whose answer is being read, if any. */
  const readingTurn = useCallback(() => reading.current?.turnId ?? null, []);
  useEffect(() => leave, [leave]);
  return { read, leave, readingTurn };
}
