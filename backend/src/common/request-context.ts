import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line of a request may carry: Fastify's request id. */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs the rest of a request (Fastify onRequest hook: `done` continues the lifecycle) in its context. */
export function runInRequestContext(requestId: string, next: () => void): void {
  storage.run({ requestId }, next);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
