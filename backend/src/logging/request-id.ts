import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a request id may look like when a client or gateway sends one (no spaces, quotes or newlines to forge log lines). */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id (Fastify's `genReqId`, so `request.id` everywhere, and pino-http reuses it): the
 * X-Request-Id the gateway (or client) sent when it looks like an id, else a new UUID. create-app.ts
 * sends it back in the response's X-Request-Id, so a student's report, the gateway's access log and
 * the backend's log lines can be matched.
 */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && VALID_REQUEST_ID.test(sent) ? sent : randomUUID();
}
