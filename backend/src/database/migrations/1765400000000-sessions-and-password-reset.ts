import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Revocable sessions and password reset: each account's token version (raised to end all of its
 * earlier sessions), the deny-list of logged-out token ids (kept until the token would expire),
 * and single-use password reset tokens (only their SHA-256 is stored).
 */
export class SessionsAndPasswordReset1765400000000 implements MigrationInterface {
  name = 'SessionsAndPasswordReset1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `CREATE TABLE revoked_tokens (jti uuid PRIMARY KEY, expires_at timestamptz NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX revoked_tokens_expires_at ON revoked_tokens (expires_at)`);
    await queryRunner.query(`
      CREATE TABLE password_reset_tokens (
        token_hash char(64) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX password_reset_tokens_user_id ON password_reset_tokens (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE password_reset_tokens`);
    await queryRunner.query(`DROP TABLE revoked_tokens`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN token_version`);
  }
}
