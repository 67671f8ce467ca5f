import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** email_verification_tokens: single-use links, only their hash stored. */
@Injectable()
export class EmailVerificationStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(tokenHash: string, userId: string, email: string, validHours: number): Promise<void> {
    await this.db.query(
      `INSERT INTO email_verification_tokens (token_hash, user_id, email, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
      [tokenHash, userId, email, validHours],
    );
  }

  /**
   * Uses the token once (the UPDATE decides races) when it is unused, unexpired and still names the
   * account's current email; answers the account's id, or undefined.
   */
  async use(tokenHash: string): Promise<string | undefined> {
    const [rows]: [{ user_id: string }[]] = await this.db.query(
      `UPDATE email_verification_tokens t SET used_at = now()
         FROM users u
        WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
          AND u.id = t.user_id AND lower(u.email) = lower(t.email)
        RETURNING t.user_id`,
      [tokenHash],
    );
    return rows[0]?.user_id;
  }
}
