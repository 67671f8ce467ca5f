import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The questions' own English text-search vectors stored in a column, `questions.text_search`, with a
 * GIN index on it, instead of the expression index on `to_tsvector('english', text)`, as the answers'
 * are since 1769200000000 (docs/decisions/0014-console-search.md, addendum "counts"). A teacher's
 * search for a common word walks the newest questions until a page of their students' match; at a
 * school year's size that walk passes about 800 of their students' questions for a page, and
 * parsing each one's text again (15-20 µs) was most of the request. A trigger keeps the column in
 * step with the text.
 *
 * None of it blocks writes: the column is added nullable without a default, the trigger comes next,
 * the older rows are filled in short batches by primary key (each its own statement outside a
 * transaction), the index is built CONCURRENTLY and the expression index dropped CONCURRENTLY once
 * the new one is valid (replicas of the previous build keep their index until then). Hence
 * `transaction = false`. Interrupted anywhere, running it again carries on.
 */
export class QuestionSearchVector1769300000001 implements MigrationInterface {
  name = 'QuestionSearchVector1769300000001';
  transaction = false as const;

  /** `batch`: rows filled per statement, few enough that no batch holds its row locks for long. */
  constructor(private readonly batch = 5000) {}

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE questions ADD COLUMN IF NOT EXISTS text_search tsvector`);
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION questions_text_search() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.text_search := to_tsvector('english', NEW.text);
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(`DROP TRIGGER IF EXISTS questions_text_search ON questions`);
    await queryRunner.query(
      `CREATE TRIGGER questions_text_search BEFORE INSERT OR UPDATE OF text ON questions
       FOR EACH ROW EXECUTE FUNCTION questions_text_search()`,
    );
    let last = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const [batch] = (await queryRunner.query(
        `SELECT max(id::text) AS last FROM (SELECT id FROM questions WHERE id > $1 ORDER BY id LIMIT ${this.batch}) b`,
        [last],
      )) as [{ last: string | null }];
      if (batch.last === null) break;
      await queryRunner.query(
        `UPDATE questions SET text_search = to_tsvector('english', text)
          WHERE id > $1 AND id <= $2 AND text_search IS NULL`,
        [last, batch.last],
      );
      last = batch.last;
    }
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS questions_text_search_vector_idx`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY questions_text_search_vector_idx ON questions USING gin (text_search)`,
    );
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS questions_text_search_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS questions_text_search_idx`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY questions_text_search_idx ON questions USING gin (to_tsvector('english', text))`,
    );
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS questions_text_search_vector_idx`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS questions_text_search ON questions`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS questions_text_search()`);
    await queryRunner.query(`ALTER TABLE questions DROP COLUMN IF EXISTS text_search`);
  }
}
