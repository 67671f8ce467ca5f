import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../database/queryable.js';
import type { Role } from '../auth/entities/user.entity.js';
import { type SecurityEvent, SecurityEvents } from './security-events.service.js';

/** Events waiting to be written; beyond this (a flood of refusals) new ones are only logged. */
const MAX_PENDING = 1_000;
/** Rows per INSERT. */
const MAX_BATCH = 200;

export interface StoredSecurityEvent {
  type: string;
  at: Date;
  limit: string | null;
  reason: string | null;
  method: string | null;
}

export interface SchoolSecurityEvent extends StoredSecurityEvent {
  id: string;
  account: { id: string; name: string; email: string; role: Role };
  actorName: string | null;
}

/**
 * Keeps every security event that names an account in Postgres (security_events), so teachers see
 * a student's last events in the console. Written in the background and in batches: a flood of
 * refused requests costs one INSERT per event-loop turn, never a wait in the request; when the
 * database lags far behind, events are still logged but not stored (counted in a warning).
 */
@Injectable()
export class SecurityEventStore implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SecurityEventStore.name);
  private pending: SecurityEvent[] = [];
  private writing: Promise<void> | null = null;
  private dropped = 0;
  private unsubscribe: (() => void) | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: SecurityEvents,
  ) {}

  onModuleInit(): void {
    // Old rows go with the retention job (SECURITY_EVENTS_RETENTION_DAYS, src/privacy/retention).
    this.unsubscribe = this.events.subscribe((event) => this.add(event));
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    await this.flushed();
  }

  /** The account's last events, newest first. */
  async lastFor(userId: string, limit = 20): Promise<StoredSecurityEvent[]> {
    const rows: {
      type: string;
      created_at: Date;
      limit_name: string | null;
      reason: string | null;
      method: string | null;
    }[] = await this.db.query(
      `SELECT type, created_at, limit_name, reason, method FROM security_events
        WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((row) => ({
      type: row.type,
      at: row.created_at,
      limit: row.limit_name,
      reason: row.reason,
      method: row.method,
    }));
  }

  /**
   * The school's events, newest first, for admins: every account's, optionally of one type, with
   * the account's and the actor's name and role (keyset pages: `before` is the last row's id).
   */
  async schoolEvents(filter: {
    type?: string;
    before?: string;
    limit: number;
  }): Promise<SchoolSecurityEvent[]> {
    const rows: {
      id: string;
      type: string;
      created_at: Date;
      limit_name: string | null;
      reason: string | null;
      method: string | null;
      user_id: string;
      user_name: string | null;
      user_email: string | null;
      user_role: Role | null;
      actor_name: string | null;
    }[] = await this.db.query(
      `SELECT e.id::text, e.type, e.created_at, e.limit_name, e.reason, e.method,
              e.user_id, u.name AS user_name, u.email AS user_email, u.role AS user_role,
              a.name AS actor_name
         FROM security_events e
         LEFT JOIN users u ON u.id = e.user_id
         LEFT JOIN users a ON a.id = e.actor_id
        WHERE ($1::varchar IS NULL OR e.type = $1) AND ($2::bigint IS NULL OR e.id < $2::bigint)
        ORDER BY e.id DESC
        LIMIT $3`,
      [filter.type ?? null, filter.before ?? null, filter.limit],
    );
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      at: row.created_at,
      limit: row.limit_name,
      reason: row.reason,
      method: row.method,
      // A deleted account's events keep its id only (docs/privacy.md).
      account: {
        id: row.user_id,
        name: row.user_name ?? '(deleted account)',
        email: row.user_email ?? '',
        role: row.user_role ?? 'student',
      },
      actorName: row.actor_name,
    }));
  }

  /** Resolves once every event recorded so far is written (or failed). */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private add(event: SecurityEvent): void {
    if (!event.userId) return; // nothing to show a teacher: only logged
    if (this.pending.length >= MAX_PENDING) {
      this.dropped += 1;
      return;
    }
    this.pending.push(event);
    this.writing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.writeAll());
  }

  private async writeAll(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, MAX_BATCH);
      try {
        await this.insert(batch);
      } catch (error) {
        this.logger.warn(
          `Could not store ${batch.length} security events (they are logged): ${String(error)}`,
        );
      }
    }
    if (this.dropped > 0) {
      this.logger.warn(`${this.dropped} security events not stored (too many at once; they are logged)`);
      this.dropped = 0;
    }
    this.writing = null;
  }

  private insert(batch: SecurityEvent[]): Promise<void> {
    return insertSecurityEvents(this.db, batch);
  }

}

/**
 * Stores events now, in one INSERT (the store's batches, and the role command inside its
 * transaction, src/cli/roles.ts). Events of an account deleted meanwhile are skipped.
 */
export async function insertSecurityEvents(db: Queryable, batch: readonly SecurityEvent[]): Promise<void> {
  const values: unknown[] = [];
  const rows = batch.map((event, index) => {
    values.push(
      event.securityEvent,
      event.userId,
      event.limit ?? null,
      event.reason ?? null,
      event.method ?? null,
      event.requestId ?? null,
      event.actorId ?? null,
    );
    const at = index * 7;
    return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7})`;
  });
  // An account deleted meanwhile has no events to keep: skip rows whose user is gone.
  await db.query(
    `INSERT INTO security_events (type, user_id, limit_name, reason, method, request_id, actor_id)
     SELECT v.type, v.user_id::uuid, v.limit_name, v.reason, v.method, v.request_id, v.actor_id::uuid
       FROM (VALUES ${rows.join(', ')}) AS v (type, user_id, limit_name, reason, method, request_id, actor_id)
      WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = v.user_id::uuid)`,
    values,
  );
}
