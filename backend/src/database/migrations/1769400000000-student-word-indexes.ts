import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GIN indexes that hold each question's student with its words, `(user_id, text_search)` and
 * `(user_id, answer_search)` (btree_gin puts the uuid in a GIN index): a teacher's search of a rare
 * word reads one of their students at a time, each scan meeting that student's entries and the word's,
 * instead of ANDing the word with the teacher's whole year of questions
 * (docs/decisions/0014-console-search.md, "a rare word, one student at a time"). The word-only GIN
 * indexes stay: the whole school's searches and the older migrations use them.
 *
 * `fastupdate = off`: a GIN index with fast update keeps new rows in a pending list that every scan
 * reads whole, and a teacher's search makes one scan per student (measured: a rare word 31 ms instead
 * of 10 after 1,368 questions were written during the build). The price is on writes: an answer's
 * update 0.17 → 0.36 ms.
 *
 * btree_gin is a trusted extension (Postgres 13 and later): the database's owner may create it.
 * Built CONCURRENTLY, so `transaction = false`; an index left invalid by an interrupted run is dropped
 * and built again by the next.
 */
export class StudentWordIndexes1769400000000 implements MigrationInterface {
  name = 'StudentWordIndexes1769400000000';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gin');
    for (const [name, vector] of STUDENT_WORD_INDEXES) {
      const [index] = (await queryRunner.query(
        `SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = $1`,
        [name],
      )) as { valid: boolean }[];
      if (index?.valid) continue;
      await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
      await queryRunner.query(
        `CREATE INDEX CONCURRENTLY ${name} ON questions USING gin (user_id, ${vector}) WITH (fastupdate = off)`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of STUDENT_WORD_INDEXES)
      await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
  }
}

/** Each index's name and the stored vector it holds with the student. */
export const STUDENT_WORD_INDEXES = [
  ['questions_user_text_search_idx', 'text_search'],
  ['questions_user_answer_search_idx', 'answer_search'],
] as const;
