import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's escalation lists (waiting, answered) read from the escalations themselves: each
 * escalation carries its question's student and creation time (`user_id`, `question_created_at`,
 * copied by a trigger when it is made; neither ever changes on a question), indexed by status and
 * that time. The list then walks the few escalations of a status newest first and keeps the
 * scope's, instead of walking every question newest first and looking each one's escalation up
 * (2 % of a school year's questions are escalated: 44,000 questions walked for a page of 21 of the
 * scope's 125 students).
 *
 * Nothing blocks writes: the columns are added nullable without a default, the trigger comes before
 * the fill (in batches by primary key, each its own statement outside a transaction), the index is
 * built CONCURRENTLY, an invalid leftover dropped first. Hence `transaction = false`.
 */
export class EscalationListKeys1769200000001 implements MigrationInterface {
  name = 'EscalationListKeys1769200000001';
  transaction = false as const;

  /** `batch`: rows filled per statement, few enough that no batch holds its row locks for long. */
  constructor(private readonly batch = 5000) {}

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE question_escalations ADD COLUMN IF NOT EXISTS user_id uuid,
                                        ADD COLUMN IF NOT EXISTS question_created_at timestamptz`,
    );
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION question_escalations_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         SELECT q.user_id, q.created_at INTO NEW.user_id, NEW.question_created_at
           FROM questions q WHERE q.id = NEW.question_id;
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(`DROP TRIGGER IF EXISTS question_escalations_list_keys ON question_escalations`);
    await queryRunner.query(
      `CREATE TRIGGER question_escalations_list_keys BEFORE INSERT ON question_escalations
       FOR EACH ROW EXECUTE FUNCTION question_escalations_list_keys()`,
    );
    let last = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const [batch] = (await queryRunner.query(
        `SELECT max(question_id::text) AS last FROM (SELECT question_id FROM question_escalations
          WHERE question_id > $1 ORDER BY question_id LIMIT ${this.batch}) b`,
        [last],
      )) as [{ last: string | null }];
      if (batch.last === null) break;
      await queryRunner.query(
        `UPDATE question_escalations e SET user_id = q.user_id, question_created_at = q.created_at
           FROM questions q
          WHERE q.id = e.question_id AND e.question_id > $1 AND e.question_id <= $2 AND e.question_created_at IS NULL`,
        [last, batch.last],
      );
      last = batch.last;
    }
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS question_escalations_list_idx`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY question_escalations_list_idx
         ON question_escalations (status, question_created_at, question_id) INCLUDE (user_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS question_escalations_list_idx`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS question_escalations_list_keys ON question_escalations`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS question_escalations_list_keys()`);
    await queryRunner.query(
      `ALTER TABLE question_escalations DROP COLUMN IF EXISTS user_id, DROP COLUMN IF EXISTS question_created_at`,
    );
  }
}
