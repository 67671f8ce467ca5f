import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Student safety alerts (docs/safety.md, issue 25): one row per student message that raised a tier,
 * whatever raised it (the offline screen, the classifier, the model's own signals: `checks`), and
 * what the adults did with it. New table only; the access log's subject check gains 'safety_alert'.
 *
 * Foreign keys: an alert is a safeguarding record, so it names the question, conversation and
 * student WITHOUT foreign keys (like support_access_log): deleting a message or an account later
 * does not delete the alert; the alert's excerpt is then empty and the student shows as a deleted
 * account. Erasure of a student's alerts on request is a later issue; the retention job
 * (SAFETY_RETENTION_DAYS) deletes old alerts. The class is kept as a reference that becomes NULL
 * when the class is deleted (admins still see the alert); the adults' ids likewise.
 */
export class SafetyAlerts1768000000000 implements MigrationInterface {
  name = 'SafetyAlerts1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE safety_alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tier varchar(16) NOT NULL
          CONSTRAINT safety_alerts_tier_check CHECK (tier IN ('urgent', 'concern', 'conduct')),
        category varchar(32) NOT NULL,
        question_id uuid NOT NULL,
        conversation_id uuid NOT NULL,
        class_id uuid REFERENCES classes (id) ON DELETE SET NULL,
        student_id uuid NOT NULL,
        checks text[] NOT NULL DEFAULT '{}',
        status varchar(16) NOT NULL DEFAULT 'open'
          CONSTRAINT safety_alerts_status_check CHECK (status IN ('open', 'acknowledged', 'resolved')),
        acknowledged_by uuid REFERENCES users (id) ON DELETE SET NULL,
        acknowledged_at timestamptz,
        resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
        resolved_at timestamptz,
        outcome varchar(16)
          CONSTRAINT safety_alerts_outcome_check CHECK (outcome IN ('handled', 'false-alarm')),
        note text CHECK (char_length(note) <= 2000),
        urgent_at timestamptz,
        emailed_at timestamptz,
        realerted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One alert per message: a second check of the same message merges into it (raise's upsert).
    await queryRunner.query(`CREATE UNIQUE INDEX safety_alerts_question_idx ON safety_alerts (question_id)`);
    // The console's open alerts of a class, newest first (the teacher's default list).
    await queryRunner.query(
      `CREATE INDEX safety_alerts_open_class_idx ON safety_alerts (class_id, created_at DESC) WHERE status = 'open'`,
    );
    // Every other list (any status, admins, the digest's day) and the retention job's cut-off.
    await queryRunner.query(`CREATE INDEX safety_alerts_created_at_idx ON safety_alerts (created_at)`);
    // The re-alert job: urgent alerts nobody acknowledged yet, not sent again yet.
    await queryRunner.query(
      `CREATE INDEX safety_alerts_realert_idx ON safety_alerts (urgent_at)
         WHERE tier = 'urgent' AND status = 'open' AND realerted_at IS NULL`,
    );
    // The admins' export of false alarms, newest first.
    await queryRunner.query(
      `CREATE INDEX safety_alerts_false_alarm_idx ON safety_alerts (resolved_at DESC) WHERE outcome = 'false-alarm'`,
    );
    // Opening an alert is recorded in the append-only access log (a DDL change: the log's triggers
    // refuse only UPDATE, DELETE and TRUNCATE of rows).
    await queryRunner.query(
      `ALTER TABLE support_access_log DROP CONSTRAINT support_access_log_subject_check`,
    );
    await queryRunner.query(`
      ALTER TABLE support_access_log ADD CONSTRAINT support_access_log_subject_check
        CHECK (subject IN ('question', 'contact_query', 'safety_alert')) NOT VALID`);
    await queryRunner.query(
      `ALTER TABLE support_access_log VALIDATE CONSTRAINT support_access_log_subject_check`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The log's rows cannot be deleted: down() is only possible while no alert was opened.
    await queryRunner.query(
      `ALTER TABLE support_access_log DROP CONSTRAINT support_access_log_subject_check`,
    );
    await queryRunner.query(`
      ALTER TABLE support_access_log ADD CONSTRAINT support_access_log_subject_check
        CHECK (subject IN ('question', 'contact_query'))`);
    await queryRunner.query(`DROP TABLE safety_alerts`);
  }
}
