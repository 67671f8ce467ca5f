/** What the tests of several replicas behind the gateway share: which replica served a request, a student's reader. */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { answer, type SseEvent } from './answer-client.js';
import type { BackendProcess } from './backend-process.js';
import type { TestApp } from './test-app.js';

/** What answer-client needs of a server: where the backend's paths are. */
export const apiAt = (url: string) => ({ baseUrl: url, http: () => request(url) }) as unknown as TestApp;

/** A fresh X-Request-Id: the gateway passes it on, the replica that serves it writes it on its access line. */
export const newRequestId = (what: string) => `${what}-${randomUUID()}`;

/**
 * The name of the replica whose access log has the request `requestId` (the access line is written
 * as the response ends, so wait for it a moment). Through the gateway the test cannot choose the
 * replica; the replicas' own logs say which one it was, with nothing added for the test.
 */
export async function servedBy(replicas: Record<string, BackendProcess>, requestId: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = Object.entries(replicas).filter(([, replica]) =>
      replica.output.some((line) => line.includes(`"id":"${requestId}"`)),
    );
    if (found.length === 1) return found[0]![0];
    if (found.length > 1)
      throw new Error(`request ${requestId} in the logs of ${found.map(([n]) => n).join(' and ')}`);
    if (Date.now() > deadline) throw new Error(`request ${requestId} in no replica's access log`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface FollowAttempt {
  requestId: string;
  events: SseEvent[];
}

/**
 * Reads an answer as the question page does (mf-question useConversation): when the stream ends
 * without a final event it re-attaches after `retryMs` with the last event's id in Last-Event-ID
 * ('0-0' before any), until done, stopped or error.
 */
export async function followAnswer(
  apiUrl: string,
  token: string,
  questionId: string,
  { retryMs = 200, maxAttempts = 10 } = {},
): Promise<{ events: SseEvent[]; attempts: FollowAttempt[] }> {
  const attempts: FollowAttempt[] = [];
  let lastEventId: string | undefined;
  for (let n = 0; n < maxAttempts; n++) {
    const requestId = newRequestId(`follow${n}`);
    const resume = n === 0 ? undefined : (lastEventId ?? '0-0');
    const result = await answer(apiAt(apiUrl), token, questionId, undefined, resume, {
      'x-request-id': requestId,
    });
    attempts.push({ requestId, events: result.events });
    lastEventId = result.events.at(-1)?.id ?? lastEventId;
    const last = result.events.at(-1)?.event;
    if (last === 'done' || last === 'stopped' || last === 'error')
      return { events: attempts.flatMap((attempt) => attempt.events), attempts };
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
  throw new Error(`no final event after ${maxAttempts} attempts`);
}
