import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Holds of answers being written end by themselves (src/ai-usage): `reserved_until` is when the
 * latest hold's answer must have ended (AI_TOTAL_TIMEOUT_MS and a margin after it started); past
 * it, `reserved_tokens` counts as 0, so a hold whose answer never reported back (it could not
 * start, or its process died) is not kept for the rest of the day.
 */
export class AiUsageHoldExpiry1765610000000 implements MigrationInterface {
  name = 'AiUsageHoldExpiry1765610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ai_daily_usage ADD COLUMN reserved_until timestamptz`);
    await queryRunner.query(`ALTER TABLE ai_daily_school_usage ADD COLUMN reserved_until timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ai_daily_school_usage DROP COLUMN reserved_until`);
    await queryRunner.query(`ALTER TABLE ai_daily_usage DROP COLUMN reserved_until`);
  }
}
