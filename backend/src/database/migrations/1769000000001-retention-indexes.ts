import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The retention job's cut-offs (docs/privacy.md): conversations by their last activity. Built
 * CONCURRENTLY, outside a transaction, so a school's conversations stay writable meanwhile.
 */
export class RetentionIndexes1769000000001 implements MigrationInterface {
  name = 'RetentionIndexes1769000000001';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS conversations_updated_at_idx ON conversations (updated_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS conversations_updated_at_idx`);
  }
}
