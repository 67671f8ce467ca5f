import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trusted roles (docs/security.md, "Who is a teacher"): when and how an account's email was
 * verified, who approved an unverified student (the full AI allowance), how the account got its
 * role; single-use email verification links and teacher invitations (only their SHA-256 stored);
 * who did what in a security event (`actor_id`). Every ADD COLUMN is nullable without a default:
 * no table rewrite, only a brief lock.
 */
export class TrustedRoles1766000000000 implements MigrationInterface {
  name = 'TrustedRoles1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN email_verified_at timestamptz,
        ADD COLUMN email_verified_by varchar(16),
        ADD COLUMN approved_at timestamptz,
        ADD COLUMN approved_by uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN role_source varchar(40)`);
    // 'admin' joins the roles. NOT VALID then VALIDATE: the check of existing rows takes no lock
    // that blocks reads or writes (ALTER ... VALIDATE CONSTRAINT holds SHARE UPDATE EXCLUSIVE).
    await queryRunner.query(`ALTER TABLE users DROP CONSTRAINT users_role_check`);
    await queryRunner.query(
      `ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('student', 'teacher', 'admin')) NOT VALID`,
    );
    await queryRunner.query(`ALTER TABLE users VALIDATE CONSTRAINT users_role_check`);
    // Google proved these emails when the accounts were linked (email_verified was always required).
    await queryRunner.query(`
      UPDATE users SET email_verified_at = created_at, email_verified_by = 'google'
       WHERE google_uid IS NOT NULL AND email_verified_at IS NULL`);
    await queryRunner.query(`ALTER TABLE security_events ADD COLUMN actor_id uuid`);
    await queryRunner.query(`
      CREATE INDEX security_events_type_id_idx ON security_events (type, id DESC)`);
    await queryRunner.query(`
      CREATE TABLE email_verification_tokens (
        token_hash char(64) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX email_verification_tokens_user_id ON email_verification_tokens (user_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE teacher_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash char(64) NOT NULL UNIQUE,
        email varchar(254) NOT NULL,
        invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        used_by uuid REFERENCES users (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX teacher_invitations_created_idx ON teacher_invitations (created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE teacher_invitations`);
    await queryRunner.query(`DROP TABLE email_verification_tokens`);
    await queryRunner.query(`DROP INDEX security_events_type_id_idx`);
    await queryRunner.query(`ALTER TABLE security_events DROP COLUMN actor_id`);
    await queryRunner.query(`UPDATE users SET role = 'teacher' WHERE role = 'admin'`);
    await queryRunner.query(`ALTER TABLE users DROP CONSTRAINT users_role_check`);
    await queryRunner.query(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('student', 'teacher'))`);
    await queryRunner.query(`
      ALTER TABLE users DROP COLUMN role_source, DROP COLUMN approved_by, DROP COLUMN approved_at,
        DROP COLUMN email_verified_by, DROP COLUMN email_verified_at`);
  }
}
