import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's page of one student (sign-ins, classes joined, AI use) is an opening of a student's
 * data like a question: support_access_log records it as subject 'student'. The constraint is
 * replaced NOT VALID and then validated, so the log is not locked against writes while its rows are
 * checked.
 */
export class StudentPageOpenings1769500000000 implements MigrationInterface {
  name = 'StudentPageOpenings1769500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE support_access_log DROP CONSTRAINT support_access_log_subject_check`,
    );
    await queryRunner.query(`
      ALTER TABLE support_access_log ADD CONSTRAINT support_access_log_subject_check
        CHECK (subject IN ('question', 'contact_query', 'safety_alert', 'data_export', 'account_deletion', 'student')) NOT VALID`);
    await queryRunner.query(
      `ALTER TABLE support_access_log VALIDATE CONSTRAINT support_access_log_subject_check`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The log's rows cannot be deleted: down() is only possible while no student page was opened.
    await queryRunner.query(
      `ALTER TABLE support_access_log DROP CONSTRAINT support_access_log_subject_check`,
    );
    await queryRunner.query(`
      ALTER TABLE support_access_log ADD CONSTRAINT support_access_log_subject_check
        CHECK (subject IN ('question', 'contact_query', 'safety_alert', 'data_export', 'account_deletion'))`);
  }
}
