import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A student's data (docs/privacy.md): when an account last signed in and when it was warned of its
 * deletion for inactivity (INACTIVE_ACCOUNT_DAYS), the admins' data exports and deletions in the
 * append-only access log with their reason, security events that outlive the account they name,
 * and one row per retention run and day (the daily job runs once across replicas).
 *
 * Every new column is nullable without a default (no table rewrite). The security events' foreign
 * key to users goes: an audit record keeps the deleted account's id (an opaque id once the account
 * row is gone), as support_access_log and safety_alerts already do.
 */
export class Privacy1769000000000 implements MigrationInterface {
  name = 'Privacy1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN last_sign_in_at timestamptz,
        ADD COLUMN inactivity_warned_at timestamptz`);
    await queryRunner.query(
      `ALTER TABLE security_events DROP CONSTRAINT IF EXISTS security_events_user_id_fkey`,
    );
    await queryRunner.query(`ALTER TABLE support_access_log ADD COLUMN reason text`);
    // A DDL change: the log's triggers refuse only UPDATE, DELETE and TRUNCATE of rows.
    await queryRunner.query(
      `ALTER TABLE support_access_log DROP CONSTRAINT support_access_log_subject_check`,
    );
    await queryRunner.query(`
      ALTER TABLE support_access_log ADD CONSTRAINT support_access_log_subject_check
        CHECK (subject IN ('question', 'contact_query', 'safety_alert', 'data_export', 'account_deletion')) NOT VALID`);
    await queryRunner.query(
      `ALTER TABLE support_access_log VALIDATE CONSTRAINT support_access_log_subject_check`,
    );
    // The school day a job ran on: the first replica to insert the day's row runs it.
    await queryRunner.query(`
      CREATE TABLE privacy_job_runs (
        job varchar(40) NOT NULL,
        day date NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        PRIMARY KEY (job, day)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE privacy_job_runs`);
    // The log's rows cannot be deleted: down() is only possible while no export or deletion was recorded.
    await queryRunner.query(
      `ALTER TABLE support_access_log DROP CONSTRAINT support_access_log_subject_check`,
    );
    await queryRunner.query(`
      ALTER TABLE support_access_log ADD CONSTRAINT support_access_log_subject_check
        CHECK (subject IN ('question', 'contact_query', 'safety_alert'))`);
    await queryRunner.query(`ALTER TABLE support_access_log DROP COLUMN reason`);
    await queryRunner.query(`
      ALTER TABLE security_events ADD CONSTRAINT security_events_user_id_fkey
        FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE NOT VALID`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN inactivity_warned_at, DROP COLUMN last_sign_in_at`);
  }
}
