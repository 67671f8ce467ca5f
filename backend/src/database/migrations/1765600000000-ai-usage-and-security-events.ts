import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 14's rest: daily AI use per student and for the whole school (the school's day,
 * SCHOOL_TIME_ZONE), and the stored security events teachers see for a student.
 * `reserved_tokens`: what answers being written may still cost (src/ai-usage).
 */
export class AiUsageAndSecurityEvents1765600000000 implements MigrationInterface {
  name = 'AiUsageAndSecurityEvents1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ai_daily_usage (
        day date NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        tokens bigint NOT NULL DEFAULT 0 CHECK (tokens >= 0),
        reserved_tokens bigint NOT NULL DEFAULT 0 CHECK (reserved_tokens >= 0),
        extra_tokens bigint NOT NULL DEFAULT 0 CHECK (extra_tokens >= 0),
        PRIMARY KEY (day, user_id)
      )`);
    // The teachers' list: today's students by use.
    await queryRunner.query(
      `CREATE INDEX ai_daily_usage_day_tokens_idx ON ai_daily_usage (day, tokens DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE ai_daily_school_usage (
        day date PRIMARY KEY,
        tokens bigint NOT NULL DEFAULT 0 CHECK (tokens >= 0),
        reserved_tokens bigint NOT NULL DEFAULT 0 CHECK (reserved_tokens >= 0),
        ceiling_reached_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE security_events (
        id bigserial PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        type varchar(40) NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        limit_name varchar(60),
        reason varchar(60),
        method varchar(10),
        request_id varchar(100)
      )`);
    await queryRunner.query(
      `CREATE INDEX security_events_user_created_idx ON security_events (user_id, created_at DESC, id DESC)`,
    );
    await queryRunner.query(`CREATE INDEX security_events_created_idx ON security_events (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE security_events`);
    await queryRunner.query(`DROP TABLE ai_daily_school_usage`);
    await queryRunner.query(`DROP TABLE ai_daily_usage`);
  }
}
