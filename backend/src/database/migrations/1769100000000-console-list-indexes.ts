import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the console's lists at a school year's size (docs/decisions/0014-console-search.md):
 * the newest questions page by (created_at, id) keyset; a search finds words in questions and in
 * answers through GIN indexes on their English text-search vectors, whose expressions the queries
 * repeat exactly (teacher-questions-store.ts).
 *
 * Built CONCURRENTLY, so the questions table stays writable while a million rows are indexed; that
 * cannot run inside a transaction, hence `transaction = false` (migrateUnderLock runs each
 * migration in its own transaction unless it says so). A concurrent build that fails or is
 * interrupted leaves an INVALID index behind, which `IF NOT EXISTS` would then skip: each index is
 * dropped first (also concurrently; nothing when it is absent), so running the migration again
 * after a failure builds it whole.
 */
export class ConsoleListIndexes1769100000000 implements MigrationInterface {
  name = 'ConsoleListIndexes1769100000000';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, definition] of INDEXES) {
      await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
      await queryRunner.query(`CREATE INDEX CONCURRENTLY ${name} ON ${definition}`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of [...INDEXES].reverse()) await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
  }
}

const INDEXES: readonly (readonly [string, string])[] = [
  // The console's questions, newest first, and the next page after (created_at, id).
  ['questions_created_at_id_idx', 'questions (created_at, id)'],
  ['questions_text_search_idx', `questions USING gin (to_tsvector('english', text))`],
  ['questions_answer_search_idx', `questions USING gin (to_tsvector('english', coalesce(answer, '')))`],
];
