import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * A contact query `c` whose replies the account `u` sees in the app: one it sent signed in, or one
 * sent signed out with its email once that email is verified. Anyone can type a classmate's email
 * into the form or register an address; neither shows them the school's replies.
 */
export const OWN_CONTACT_QUERY = `(c.user_id = u.id OR (c.user_id IS NULL AND u.email_verified_at IS NOT NULL
  AND lower(c.email) = lower(u.email)))`;

/** A contact query with the id of the account that has the same email. */
export interface ContactQueryRow {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: Date;
  handled_at: Date | null;
  account_id: string | null;
}

/** A contact query the student sent, as the student sees it. */
export interface OwnContactQueryRow {
  id: string;
  message: string;
  created_at: Date;
}

export interface ContactReplyRow {
  id: string;
  contact_query_id: string;
  body: string;
  teacher_name: string;
  emailed: boolean;
  created_at: Date;
}

/** Where an inbox page starts: after this row (keyset), or after skipping rows (the old ?page=). */
export type ContactPageStart = { after: { createdAt: string; id: string } } | { offset: number };

/** A contact query as sent (the id and the time are the database's). */
export interface NewContactQueryRow {
  name: string;
  email: string;
  message: string;
  userId: string | null;
}

/**
 * The SQL of contact_queries and their contact_replies: the contact form's batched insert, the
 * teachers' inbox and what a student sees of the replies (OWN_CONTACT_QUERY).
 */
@Injectable()
export class ContactQueryStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * One group-commit batch (ContactService) in one statement: the rows as four arrays, so the text
   * of the statement is the same for every batch size (no query builder per batch, whose parameter
   * bookkeeping grows with the square of the batch: a tenth of a contact query's CPU under load).
   */
  async insertMany(rows: readonly NewContactQueryRow[]): Promise<void> {
    await this.db.query(
      `INSERT INTO contact_queries (name, email, message, user_id)
       SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::text[], $4::uuid[])`,
      [
        rows.map((row) => row.name),
        rows.map((row) => row.email),
        rows.map((row) => row.message),
        rows.map((row) => row.userId),
      ],
    );
  }

  /**
   * Newest first, from `start` on (after the row last seen, or after skipping rows: the old
   * numbered pages), with the time to the microsecond for the next page's cursor. `handled`: true
   * only handled queries, false only open ones, null every query.
   */
  page(
    handled: boolean | null,
    start: ContactPageStart,
    limit: number,
  ): Promise<(ContactQueryRow & { cursor_at: string })[]> {
    const after = 'after' in start ? start.after : null;
    return this.db.query(
      `SELECT c.id, c.name, c.email, c.message, c.created_at, c.handled_at,
              to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
              (SELECT u.id FROM users u WHERE lower(u.email) = lower(c.email)) AS account_id
         FROM contact_queries c
        WHERE ($3::boolean IS NULL OR (c.handled_at IS NOT NULL) = $3::boolean)
          AND ($4::timestamptz IS NULL OR (c.created_at <= $4::timestamptz
               AND (c.created_at, c.id) < ($4::timestamptz, $5::uuid)))
        ORDER BY c.created_at DESC, c.id DESC LIMIT $1 OFFSET $2`,
      [limit, 'offset' in start ? start.offset : 0, handled, after?.createdAt ?? null, after?.id ?? null],
    );
  }

  /** How many queries the filter has, counted up to `cap` (a person reads "200+", not 50,000). */
  async count(handled: boolean | null, cap: number): Promise<number> {
    const [row] = await this.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM contact_queries c
        WHERE ($1::boolean IS NULL OR (c.handled_at IS NOT NULL) = $1::boolean) LIMIT $2) c`,
      [handled, cap],
    );
    return row?.n ?? 0;
  }

  async find(id: string): Promise<ContactQueryRow | undefined> {
    const [row] = await this.db.query<ContactQueryRow[]>(
      `SELECT c.id, c.name, c.email, c.message, c.created_at, c.handled_at,
              (SELECT u.id FROM users u WHERE lower(u.email) = lower(c.email)) AS account_id
         FROM contact_queries c WHERE c.id = $1`,
      [id],
    );
    return row;
  }

  /** Marks an open query handled by the teacher (a handled one keeps its first mark). */
  async markHandled(id: string, teacherId: string): Promise<void> {
    await this.db.query(
      `UPDATE contact_queries SET handled_at = now(), handled_by = $2 WHERE id = $1 AND handled_at IS NULL`,
      [id, teacherId],
    );
  }

  async addReply(
    queryId: string,
    teacherId: string,
    body: string,
  ): Promise<{ id: string; created_at: Date }> {
    const [stored] = await this.db.query<{ id: string; created_at: Date }[]>(
      `INSERT INTO contact_replies (contact_query_id, teacher_id, body) VALUES ($1, $2, $3) RETURNING id, created_at`,
      [queryId, teacherId, body],
    );
    return stored!;
  }

  async markReplyEmailed(replyId: string): Promise<void> {
    await this.db.query(`UPDATE contact_replies SET emailed = true WHERE id = $1`, [replyId]);
  }

  /** The replies of these queries, oldest first. */
  replies(queryIds: readonly string[]): Promise<ContactReplyRow[]> {
    return this.db.query(
      `SELECT r.id, r.contact_query_id, r.body, u.name AS teacher_name, r.emailed, r.created_at
       FROM contact_replies r JOIN users u ON u.id = r.teacher_id
      WHERE r.contact_query_id = ANY($1::uuid[]) ORDER BY r.created_at, r.id`,
      [[...queryIds]],
    );
  }

  /** The student's own contact queries that teachers replied to, newest first (the last 20). */
  answeredQueriesOf(userId: string): Promise<OwnContactQueryRow[]> {
    return this.db.query(
      `SELECT c.id, c.message, c.created_at FROM contact_queries c JOIN users u ON u.id = $1
        WHERE ${OWN_CONTACT_QUERY} AND EXISTS (SELECT 1 FROM contact_replies r WHERE r.contact_query_id = c.id)
        ORDER BY c.created_at DESC, c.id DESC LIMIT 20`,
      [userId],
    );
  }

  /** The student has seen every reply to their own contact queries. */
  async markRepliesSeenBy(userId: string): Promise<void> {
    await this.db.query(
      `UPDATE contact_replies r SET seen_at = now() FROM contact_queries c, users u
        WHERE c.id = r.contact_query_id AND u.id = $1 AND ${OWN_CONTACT_QUERY} AND r.seen_at IS NULL`,
      [userId],
    );
  }
}
