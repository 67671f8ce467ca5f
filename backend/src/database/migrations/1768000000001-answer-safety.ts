import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the student's page must still show after a reload (docs/safety.md): a conversation where a
 * message raised the urgent tier keeps its help card (`help_shown_at`), and an answer withheld from
 * the student says why (`withheld`: `blocked` by the model's own filter, `retracted` by the answer
 * check). Nullable columns without defaults (no table rewrite); the check constraint is added NOT
 * VALID and validated separately, so the questions table is never locked for writes while it is
 * checked (every existing row is NULL).
 */
export class AnswerSafety1768000000001 implements MigrationInterface {
  name = 'AnswerSafety1768000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE conversations ADD COLUMN help_shown_at timestamptz`);
    await queryRunner.query(`ALTER TABLE questions ADD COLUMN withheld varchar(16)`);
    await queryRunner.query(
      `ALTER TABLE questions ADD CONSTRAINT questions_withheld_check
         CHECK (withheld IN ('blocked', 'retracted')) NOT VALID`,
    );
    await queryRunner.query(`ALTER TABLE questions VALIDATE CONSTRAINT questions_withheld_check`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE questions DROP COLUMN withheld`);
    await queryRunner.query(`ALTER TABLE conversations DROP COLUMN help_shown_at`);
  }
}
