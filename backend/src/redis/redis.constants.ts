/** Injection token of the shared ioredis client, or null when REDIS_URL is unset (one process). */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
