import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's filter by the AI answer's status (failed, stopped, pending: rare among a school
 * year's answered questions), newest first with the keyset. Built CONCURRENTLY outside a
 * transaction, a failed build's invalid leftover dropped first (as in ConsoleListIndexes).
 */
export class QuestionStatusIndex1769100000001 implements MigrationInterface {
  name = 'QuestionStatusIndex1769100000001';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS questions_status_created_at_idx`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY questions_status_created_at_idx ON questions (status, created_at, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS questions_status_created_at_idx`);
  }
}
