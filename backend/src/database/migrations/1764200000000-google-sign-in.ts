import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Google sign-in: accounts created through Google have no password, and a user is linked to its
 * Firebase uid (unique: one Google account maps to at most one user).
 */
export class GoogleSignIn1764200000000 implements MigrationInterface {
  name = 'GoogleSignIn1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN google_uid varchar(128) NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_google_uid_key ON users (google_uid)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX users_google_uid_key`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN google_uid`);
    // Google-only accounts cannot satisfy NOT NULL again: they are removed with the feature.
    await queryRunner.query(`DELETE FROM users WHERE password_hash IS NULL`);
    await queryRunner.query(`ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL`);
  }
}
