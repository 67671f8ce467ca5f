import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A student's questions newest first (`questions_user_id_created_at_idx`) carry each question's id
 * and conversation (`INCLUDE (id, conversation_id)`), so a walk through one student's questions that
 * needs nothing else reads the index alone: the student's questions that teachers touched (their
 * support list) test each of their 500 questions of a school year, which lie on as many pages of a
 * table of gigabytes; the index holds them on a few. The keys are unchanged, so every query that used
 * the index uses it as before.
 *
 * The new index is built CONCURRENTLY under another name, the old one dropped CONCURRENTLY, the new one
 * renamed (a moment's lock that does not block reads or writes). Hence `transaction = false`. Run again
 * after an interruption, it carries on from where it stopped.
 */
export class StudentQuestionsCoveringIndex1769300000002 implements MigrationInterface {
  name = 'StudentQuestionsCoveringIndex1769300000002';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await swap(queryRunner, 'INCLUDE (id, conversation_id)', true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await swap(queryRunner, '', false);
  }
}

const NAME = 'questions_user_id_created_at_idx';
const NEXT = 'questions_user_id_created_at_next_idx';

/** Replaces NAME by an index on the same keys, with (`covering`) or without included columns. */
async function swap(queryRunner: QueryRunner, include: string, covering: boolean): Promise<void> {
  const state = async (name: string) =>
    (
      (await queryRunner.query(
        `SELECT i.indisvalid AS valid, i.indnatts > i.indnkeyatts AS covering
           FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = $1`,
        [name],
      )) as { valid: boolean; covering: boolean }[]
    )[0];
  const current = await state(NAME);
  if (current?.valid && current.covering === covering) return;
  const next = await state(NEXT);
  if (!next?.valid) {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${NEXT}`);
    await queryRunner.query(`CREATE INDEX CONCURRENTLY ${NEXT} ON questions (user_id, created_at) ${include}`);
  }
  await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${NAME}`);
  await queryRunner.query(`ALTER INDEX ${NEXT} RENAME TO ${NAME}`);
}
