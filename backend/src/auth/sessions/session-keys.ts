/**
 * The Redis keys of the session check (SessionStore), shared with the teacher CLI, which runs in
 * its own process and tells the running replicas about a role change through them.
 */

/** With Redis, a cached token version lives this long (bounds a stale copy after a Redis outage). */
export const REDIS_VERSION_TTL_SECONDS = 60;
export const versionKey = (userId: string) => `tv:${userId}`;
export const revokedKey = (jti: string) => `rv:${jti}`;
