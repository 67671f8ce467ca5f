import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The answers' English text-search vectors stored in a column, `questions.answer_search`, with a
 * GIN index on it, instead of the expression index on `to_tsvector('english', answer)`: a search
 * whose candidates must be checked again (a phrase, or a walk through the newest questions) then
 * reads each answer's vector instead of parsing 1,200 characters of text for it at query time
 * (docs/decisions/0014-console-search.md). A trigger keeps the column in step with the answer.
 *
 * None of it blocks writes on a school year's table: the column is added nullable without a
 * default (no rewrite, a moment's lock), the trigger comes next (rows written from then on get
 * their vector), then the older rows are filled in short batches by primary key, each its own
 * statement outside a transaction, then the index is built CONCURRENTLY and the old expression
 * index dropped CONCURRENTLY. Hence `transaction = false`. Interrupted anywhere, running it again
 * carries on: the fill skips rows that have their vector, an invalid index is dropped and built
 * again.
 */
export class AnswerSearchVector1769200000000 implements MigrationInterface {
  name = 'AnswerSearchVector1769200000000';
  transaction = false as const;

  /** `batch`: rows filled per statement, few enough that no batch holds its row locks for long. */
  constructor(private readonly batch = 5000) {}

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE questions ADD COLUMN IF NOT EXISTS answer_search tsvector`);
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION questions_answer_search() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.answer_search := to_tsvector('english', coalesce(NEW.answer, ''));
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(`DROP TRIGGER IF EXISTS questions_answer_search ON questions`);
    await queryRunner.query(
      `CREATE TRIGGER questions_answer_search BEFORE INSERT OR UPDATE OF answer ON questions
       FOR EACH ROW EXECUTE FUNCTION questions_answer_search()`,
    );
    let last = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const [batch] = (await queryRunner.query(
        `SELECT max(id::text) AS last FROM (SELECT id FROM questions WHERE id > $1 ORDER BY id LIMIT ${this.batch}) b`,
        [last],
      )) as [{ last: string | null }];
      if (batch.last === null) break;
      await queryRunner.query(
        `UPDATE questions SET answer_search = to_tsvector('english', coalesce(answer, ''))
          WHERE id > $1 AND id <= $2 AND answer_search IS NULL`,
        [last, batch.last],
      );
      last = batch.last;
    }
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS questions_answer_search_vector_idx`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY questions_answer_search_vector_idx ON questions USING gin (answer_search)`,
    );
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS questions_answer_search_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS questions_answer_search_idx`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY questions_answer_search_idx ON questions
       USING gin (to_tsvector('english', coalesce(answer, '')))`,
    );
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS questions_answer_search_vector_idx`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS questions_answer_search ON questions`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS questions_answer_search()`);
    await queryRunner.query(`ALTER TABLE questions DROP COLUMN IF EXISTS answer_search`);
  }
}
