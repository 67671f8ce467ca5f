import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The account a usable reset link belongs to. */
export interface ResetLinkOwner {
  userId: string;
  name: string;
  email: string;
}

/** password_reset_tokens: single-use links, only their hash stored. */
@Injectable()
export class PasswordResetStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(tokenHash: string, userId: string, validMinutes: number): Promise<void> {
    await this.db.query(
      `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [tokenHash, userId, validMinutes],
    );
  }

  /** The owner of the link while it is unused and unexpired; undefined otherwise. */
  async owner(tokenHash: string): Promise<ResetLinkOwner | undefined> {
    const rows: ResetLinkOwner[] = await this.db.query(
      `SELECT t.user_id AS "userId", u.name, u.email FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()`,
      [tokenHash],
    );
    return rows[0];
  }

  /**
   * Uses the link up if it is still unused and unexpired (the UPDATE decides races: only one
   * request can); answers its account's id, or undefined.
   */
  async use(tokenHash: string): Promise<string | undefined> {
    const [used]: [{ user_id: string }[]] = await this.db.query(
      `UPDATE password_reset_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [tokenHash],
    );
    return used[0]?.user_id;
  }

  /** Every link still out for the account stops working. */
  async useAllOf(userId: string): Promise<void> {
    await this.db.query(
      'UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
      [userId],
    );
  }
}
