import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { Queryable } from '../../database/queryable.js';
import { GroupCommitQueue } from '../../common/batching/group-commit-queue.js';
import { BATCHED_INSERT_OPTIONS } from '../../database/batched-insert.js';
import { REDIS_CLIENT } from '../../redis/redis.constants.js';
import { REDIS_VERSION_TTL_SECONDS, revokedKey, versionKey } from './session-keys.js';

/** Without Redis, a version read from Postgres is trusted this long (a CLI in another process may raise it). */
const VERSION_CACHE_MS = 1_000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Which tokens still stand for a session. Postgres is the truth: users.token_version (raised to end
 * every earlier session of an account) and revoked_tokens (logged-out token ids, kept until the
 * token would have expired). The per-request check stays cheap: without Redis (one process) it is
 * a memory lookup (revocations are all made here; versions re-read from Postgres at most once a
 * second per account); with REDIS_URL one MGET shared by every replica, and Postgres while Redis is
 * down.
 */
@Injectable()
export class SessionStore implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SessionStore.name);
  private readonly versions = new Map<string, { version: number; readAt: number }>();
  /** jti -> expiry (ms), without Redis. */
  private readonly revoked = new Map<string, number>();
  private cleanup: NodeJS.Timeout | undefined;
  /**
   * Token versions read from Postgres in batches: when a class asks at once, one query per batch
   * instead of one per student (GroupCommitQueue: a lone read is not delayed).
   */
  private readonly versionReads: GroupCommitQueue<{ userId: string; version?: number }>;

  constructor(
    @InjectDataSource() private readonly db: Queryable,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
  ) {
    this.versionReads = new GroupCommitQueue(
      async (reads) => {
        const rows: { id: string; token_version: number }[] = await db.query(
          'SELECT id, token_version FROM users WHERE id = ANY($1::uuid[])',
          [[...new Set(reads.map((read) => read.userId))]],
        );
        const versions = new Map(rows.map((row) => [row.id, row.token_version]));
        for (const read of reads) read.version = versions.get(read.userId);
      },
      { ...BATCHED_INSERT_OPTIONS, name: 'token_versions', isItemError: () => false },
    );
  }

  async onModuleInit(): Promise<void> {
    await this.removeExpired();
    if (this.redis === null) {
      // Sessions ended before a restart stay ended (the migrations ran: the database is up).
      const rows: { jti: string; expires_at: Date }[] = await this.db.query(
        'SELECT jti, expires_at FROM revoked_tokens',
      );
      for (const row of rows) this.revoked.set(row.jti, row.expires_at.getTime());
    } else {
      // Redis keeps no data: after its restart (or a write that failed while it was away) the
      // deny-list would be empty and logged-out tokens valid again. Postgres has every revocation:
      // they are written back whenever the connection is ready (at start and after each reconnect).
      this.redis.on('ready', () => void this.restoreDenyList());
      if (this.redis.status === 'ready') await this.restoreDenyList();
    }
    this.cleanup = setInterval(() => void this.removeExpired(), CLEANUP_INTERVAL_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.cleanup);
  }

  /** Writes every unexpired revocation from Postgres into Redis (best effort: logged when it fails). */
  async restoreDenyList(): Promise<void> {
    const redis = this.redis;
    if (redis === null) return;
    try {
      const rows: { jti: string; ttl_ms: string }[] = await this.db.query(
        `SELECT jti, (extract(epoch FROM expires_at - now()) * 1000)::bigint AS ttl_ms
           FROM revoked_tokens WHERE expires_at > now()`,
      );
      const pipeline = redis.pipeline();
      for (const row of rows) pipeline.set(revokedKey(row.jti), '1', 'PX', Math.max(1, Number(row.ttl_ms)));
      await pipeline.exec();
      if (rows.length > 0)
        this.logger.log(`Redis: ${rows.length} logged-out sessions restored from Postgres`);
    } catch (error) {
      this.logger.warn(`Redis: could not restore the logged-out sessions: ${String(error)}`);
    }
  }

  /** Whether a token (its account, id and token version) still stands for a session. */
  async isCurrent(userId: string, jti: string, tokenVersion: number): Promise<boolean> {
    if (this.redis === null) {
      if (this.revoked.has(jti)) return false;
      return (await this.versionFromMemoryOrDb(userId)) === tokenVersion;
    }
    try {
      const [version, revoked] = await this.redis.mget(versionKey(userId), revokedKey(jti));
      if (revoked !== null) return false;
      if (version !== null) return Number(version) === tokenVersion;
      const stored = await this.versionFromDb(userId);
      if (stored === undefined) return false;
      await this.redis.set(versionKey(userId), stored, 'EX', REDIS_VERSION_TTL_SECONDS);
      return stored === tokenVersion;
    } catch (error) {
      this.logger.warn(`Redis unavailable for the session check, asking Postgres: ${String(error)}`);
      return this.isCurrentInDb(userId, jti, tokenVersion);
    }
  }

  /** The account's current token version (put into every new token). */
  async currentVersion(userId: string): Promise<number> {
    return (await this.versionFromDb(userId)) ?? 0;
  }

  /** Ends one session: its token id is refused until the token would have expired anyway. */
  async revoke(jti: string, expiresAt: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING',
      [jti, expiresAt],
    );
    const ttlMs = expiresAt.getTime() - Date.now();
    if (this.redis === null) this.revoked.set(jti, expiresAt.getTime());
    else if (ttlMs > 0)
      await this.redis
        .set(revokedKey(jti), '1', 'PX', ttlMs)
        .catch((error: unknown) =>
          this.logger.warn(`Redis: revocation kept in Postgres only: ${String(error)}`),
        );
  }

  /** Ends every session of an account issued before now: its older tokens get 401 on their next request. */
  async endAllSessions(userId: string): Promise<number> {
    const [rows]: [{ token_version: number }[]] = await this.db.query(
      'UPDATE users SET token_version = token_version + 1 WHERE id = $1 RETURNING token_version',
      [userId],
    );
    const version = rows[0]?.token_version ?? 0;
    if (this.redis === null) this.versions.set(userId, { version, readAt: Date.now() });
    else
      await this.redis
        .set(versionKey(userId), version, 'EX', REDIS_VERSION_TTL_SECONDS)
        .catch(async (error: unknown) => {
          this.logger.warn(`Redis: could not share the new token version: ${String(error)}`);
          await this.redis?.del(versionKey(userId)).catch(() => undefined);
        });
    return version;
  }

  private async versionFromMemoryOrDb(userId: string): Promise<number | undefined> {
    const cached = this.versions.get(userId);
    if (cached && Date.now() - cached.readAt < VERSION_CACHE_MS) return cached.version;
    const version = await this.versionFromDb(userId);
    if (version === undefined) this.versions.delete(userId);
    else this.versions.set(userId, { version, readAt: Date.now() });
    return version;
  }

  private async versionFromDb(userId: string): Promise<number | undefined> {
    const read: { userId: string; version?: number } = { userId };
    await this.versionReads.add(read);
    return read.version;
  }

  private async isCurrentInDb(userId: string, jti: string, tokenVersion: number): Promise<boolean> {
    const rows: { token_version: number; revoked: boolean }[] = await this.db.query(
      `SELECT token_version, EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked
         FROM users WHERE id = $1`,
      [userId, jti],
    );
    const row = rows[0];
    return row !== undefined && !row.revoked && row.token_version === tokenVersion;
  }

  private async removeExpired(): Promise<void> {
    try {
      await this.db.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
      const now = Date.now();
      for (const [jti, expiresAt] of this.revoked) if (expiresAt < now) this.revoked.delete(jti);
      // Versions are re-read anyway; drop entries nobody asked for lately so the map stays small.
      for (const [userId, { readAt }] of this.versions)
        if (now - readAt > CLEANUP_INTERVAL_MS) this.versions.delete(userId);
    } catch (error) {
      this.logger.warn(`Could not remove expired revoked tokens: ${String(error)}`);
    }
  }
}
