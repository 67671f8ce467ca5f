/** The student's side of the answer API for the e2e tests: sign up, ask, read the answer's event stream. */
import { expect } from '@jest/globals';
import type { FakeModelServer } from '@elearning/fake-model';
import { createParser } from 'eventsource-parser';
import { type TestApp, validUser } from './test-app.js';

/** The data of chunk, done and error events (see the contract). */
export interface SseData {
  text?: string;
  status?: string;
  message?: string;
  code?: string;
  retryable?: boolean;
}

export interface SseEvent {
  event: string;
  id: string | undefined;
  data: SseData;
  /** performance.timeOrigin + performance.now() at arrival */
  at: number;
}

/**
 * POST /ques/:id/stop, expecting that it stops an answer being written. supertest sends on then():
 * call it from `answer`'s stopWhen to stop while the stream is read.
 */
export function requestStop(t: Pick<TestApp, 'http'>, token: string, id: string): Promise<void> {
  return t
    .http()
    .post(`/ques/${id}/stop`)
    .set('auth-token', token)
    .expect(200, { success: true, stopping: true })
    .then(() => undefined);
}

/** The model's last request was closed by the backend before the model sent its `scripted` pieces. */
export async function expectModelRequestAborted(fake: FakeModelServer, scripted: number): Promise<void> {
  const request = fake.lastRequest!;
  await request.closed;
  expect(request.closedByClient).toBe(true);
  expect(request.chunkSentAt.length).toBeLessThan(scripted);
}

export async function signUp(t: TestApp): Promise<string> {
  return (await t.http().post('/auth/createuser').send(validUser()).expect(200)).body.authToken;
}

export async function ask(
  t: TestApp,
  token: string,
  userQues = `Why is the sky blue? ${Math.random()}`,
): Promise<string> {
  return (await t.http().post('/ques/addques').set('auth-token', token).send({ userQues }).expect(200)).body
    .id;
}

/**
 * POST /ques/:id/answer (with `Last-Event-ID` when given, and `headers`); reads the event stream,
 * closing the request when `stopWhen` says so.
 */
export async function answer(
  t: TestApp,
  token: string,
  id: string,
  stopWhen?: (events: SseEvent[]) => boolean,
  lastEventId?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; events: SseEvent[]; json?: unknown }> {
  const controller = new AbortController();
  const response = await fetch(`${t.baseUrl}/ques/${id}/answer`, {
    method: 'POST',
    headers: {
      ...headers,
      'auth-token': token,
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    },
    signal: controller.signal,
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { status: response.status, headers: response.headers, events: [], json: await response.json() };
  }
  const events: SseEvent[] = [];
  const parser = createParser({
    onEvent: (message) =>
      events.push({
        event: message.event ?? 'message',
        id: message.id,
        data: JSON.parse(message.data) as SseData,
        at: performance.timeOrigin + performance.now(),
      }),
  });
  const decoder = new TextDecoder();
  try {
    for await (const bytes of response.body!) {
      parser.feed(decoder.decode(bytes, { stream: true }));
      if (stopWhen?.(events)) {
        controller.abort();
        break;
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { status: response.status, headers: response.headers, events };
}

export const chunkText = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'chunk')
    .map((e) => e.data.text)
    .join('');

/**
 * A stream of the answer `id` held open until `close()` (`lastEventId` '0-0': only re-attaches,
 * undefined: may start the answer): `opened` resolves once its first event has arrived (or the
 * request was refused: then `close()` gives the refusal).
 */
export function holdStream(t: TestApp, token: string, id: string, lastEventId: string | undefined) {
  let closing = false;
  let ended = false;
  let opened!: () => void;
  const firstEvent = new Promise<void>((resolve) => (opened = resolve));
  const reading = answer(
    t,
    token,
    id,
    (events) => {
      if (events.length > 0) opened();
      return closing;
    },
    lastEventId,
  );
  void reading.then(() => (ended = true));
  return {
    opened: Promise.race([firstEvent, reading.then(() => undefined)]),
    /** After `opened`: whether the request has already ended (refused, or the answer was done). */
    ended: () => ended,
    close: () => {
      closing = true;
      return reading;
    },
  };
}
