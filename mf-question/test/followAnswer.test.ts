import { ApiError, BackendUnreachableError } from '@elearning/remote-kit';
import type { QuestionApi } from '../src/api/questionApi';
import { followAnswer } from '../src/hooks/useAnswerReader';
import { sseResponse } from './helpers/sse';

/** A stream body of raw SSE text (with ids), delivered at once. */
const stream = (text: string) =>
  sseResponse(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
  );

const chunk = (id: string, text: string) => `id: ${id}\nevent: chunk\ndata: ${JSON.stringify({ text })}\n\n`;
const DONE = 'id: 9-0\nevent: done\ndata: {"status":"answered"}\n\n';

/**
 * The answer endpoint as the backend client gives it (a refusal or no answer is thrown), answering
 * each request in turn; records the Last-Event-ID of each.
 */
function fakeApi(...responses: (() => Response)[]) {
  const lastEventIds: (string | undefined)[] = [];
  const api = {
    openAnswerStream: jest.fn(async (_id: string, _signal: AbortSignal, lastEventId?: string) => {
      lastEventIds.push(lastEventId);
      const next = responses.shift();
      if (!next) throw new Error('no more answers');
      return next();
    }),
  } as unknown as QuestionApi;
  return { api, lastEventIds };
}

const handlers = () => ({
  onChunk: jest.fn(),
  onReconnecting: jest.fn(),
  signal: new AbortController().signal,
});

test('a stream that ends early is re-attached after the last event received, after the back-off', async () => {
  const { api, lastEventIds } = fakeApi(
    () => stream(chunk('1-0', 'One. ')),
    () => stream(chunk('2-0', 'Two.') + DONE),
  );
  const how = handlers();
  const outcome = await followAnswer(api, 'q1', { ...how, attach: false }, [5]);
  expect(outcome).toEqual({ kind: 'done' });
  expect(lastEventIds).toEqual([undefined, '1-0']);
  expect(how.onReconnecting).toHaveBeenCalledTimes(1);
  expect(how.onChunk.mock.calls).toEqual([
    ['One. ', false],
    ['Two.', false],
  ]);
});

test('attaching reads from the start (0-0); a drop before any event re-attaches from the start too', async () => {
  const unreachable = () => {
    throw new BackendUnreachableError();
  };
  const { api, lastEventIds } = fakeApi(unreachable, () => stream(DONE));
  expect(await followAnswer(api, 'q1', { ...handlers(), attach: true }, [5])).toEqual({ kind: 'done' });
  expect(lastEventIds).toEqual(['0-0', '0-0']);

  const fresh = fakeApi(
    () => stream(''),
    () => stream(DONE),
  );
  await followAnswer(fresh.api, 'q1', { ...handlers(), attach: false }, [5]);
  expect(fresh.lastEventIds).toEqual([undefined, '0-0']);
});

test('after the last delay the drop is the outcome; a refusal is never retried', async () => {
  const { api } = fakeApi(
    () => stream(''),
    () => stream(''),
    () => stream(''),
  );
  const how = handlers();
  const outcome = await followAnswer(api, 'q1', { ...how, attach: false }, [1, 1]);
  expect(outcome).toMatchObject({ kind: 'error', code: 'interrupted', retryable: true });
  expect(how.onReconnecting).toHaveBeenCalledTimes(2);

  const refused = fakeApi(() => {
    throw new ApiError(409, ['Already answering']);
  });
  expect(await followAnswer(refused.api, 'q1', { ...handlers(), attach: false }, [1])).toMatchObject({
    kind: 'error',
    code: 'http',
    message: 'Already answering',
  });
  expect(refused.api.openAnswerStream).toHaveBeenCalledTimes(1);
});

test('leaving while waiting to reconnect ends the reading with nothing', async () => {
  const { api } = fakeApi(() => stream(''));
  const abort = new AbortController();
  const how = { ...handlers(), signal: abort.signal, onReconnecting: () => abort.abort() };
  expect(await followAnswer(api, 'q1', { ...how, attach: false }, [60_000])).toBeNull();
  expect(api.openAnswerStream).toHaveBeenCalledTimes(1);
});

test('the help card is handed over as it arrives, and a retracted answer ends with its message', async () => {
  const help = 'id: 0-1\nevent: help\ndata: {"markdown":"**Talk to Ms Rivera**"}\n\n';
  const retracted =
    'id: 9-2\nevent: retracted\ndata: {"status":"stopped","message":"This answer was removed."}\n\n';
  const { api } = fakeApi(() => stream(help + chunk('9-0', 'Something') + retracted));
  const how = { ...handlers(), onHelp: jest.fn() };
  const outcome = await followAnswer(api, 'q1', { ...how, attach: false }, []);
  expect(how.onHelp).toHaveBeenCalledWith('**Talk to Ms Rivera**');
  expect(outcome).toEqual({ kind: 'retracted', message: 'This answer was removed.' });
});
