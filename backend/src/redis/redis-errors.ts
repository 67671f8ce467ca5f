/** Said to clients (503) when Redis, which shares this replica's state with the others, is down. */
export const REDIS_UNAVAILABLE = 'This service is briefly unavailable; please try again in a moment';

/** What ioredis (no offline queue, one retry) and rate-limiter-flexible raise while Redis is down. */
const REDIS_DOWN_MESSAGES = [
  /^Stream isn't writeable and enableOfflineQueue options is false/,
  /^Connection is closed\.?$/,
  /^Redis connection is not ready$/,
  /^Reached the max retries per request limit/,
  /^Command timed out$/, // no reply within REDIS_COMMAND_TIMEOUT_MS
];

/** Whether `error` says Redis cannot be reached right now (the caller answers 503, not 500). */
export function isRedisUnavailable(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'MaxRetriesPerRequestError') return true;
  return typeof message === 'string' && REDIS_DOWN_MESSAGES.some((pattern) => pattern.test(message));
}
