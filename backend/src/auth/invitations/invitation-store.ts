import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface InvitationRow {
  id: string;
  email: string;
  invitedBy: string | null;
  invitedById: string | null;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  usedByName: string | null;
}

const COLUMNS = `i.id, i.email, a.name AS "invitedBy", i.invited_by AS "invitedById", i.created_at AS "createdAt",
                 i.expires_at AS "expiresAt", i.used_at AS "usedAt", u.name AS "usedByName"`;
const FROM = `teacher_invitations i
  LEFT JOIN users a ON a.id = i.invited_by
  LEFT JOIN users u ON u.id = i.used_by`;

/** teacher_invitations: single-use links an admin makes, only their hash stored. */
@Injectable()
export class InvitationStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(
    tokenHash: string,
    email: string,
    invitedBy: string,
    validDays: number,
  ): Promise<InvitationRow> {
    const [{ id }]: { id: string }[] = await this.db.query(
      `INSERT INTO teacher_invitations (token_hash, email, invited_by, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(days => $4)) RETURNING id`,
      [tokenHash, email, invitedBy, validDays],
    );
    const [row] = await this.db.query<InvitationRow[]>(`SELECT ${COLUMNS} FROM ${FROM} WHERE i.id = $1`, [
      id,
    ]);
    return row!;
  }

  latest(limit: number): Promise<InvitationRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM ${FROM} ORDER BY i.created_at DESC, i.id LIMIT $1`, [limit]);
  }

  /** The usable invitation of this token (unused, unexpired), or undefined. */
  async usable(tokenHash: string): Promise<InvitationRow | undefined> {
    const rows = await this.db.query<InvitationRow[]>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > now()`,
      [tokenHash],
    );
    return rows[0];
  }

  /** Uses it once (the UPDATE decides races): false when someone used it first or it expired. */
  async use(id: string, userId: string): Promise<boolean> {
    const [rows]: [unknown[]] = await this.db.query(
      `UPDATE teacher_invitations SET used_at = now(), used_by = $2
        WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id`,
      [id, userId],
    );
    return rows.length > 0;
  }
}
