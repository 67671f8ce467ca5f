/** Injection token of the shared ioredis client, or null when REDIS_URL is unset (one process). */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/**
 * Longest wait for a command's reply: a Redis that stops answering on an open connection (frozen, or
 * a network that drops packets without a reset) fails the command, as one that is down does.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;
