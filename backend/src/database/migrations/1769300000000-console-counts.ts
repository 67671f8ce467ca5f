import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the console's counts and short lists read at a school year's size without walking the big
 * tables (docs/decisions/0014-console-search.md, addendum "counts"):
 * - each escalation carries its conversation's class (`question_escalations.class_id`, copied by
 *   the trigger that already copies the question's student and time; ON DELETE SET NULL like the
 *   conversation's own), so the overview counts the waiting escalations of a teacher's classes from
 *   the escalations alone instead of looking up each one's question and conversation;
 * - the open contact queries (the overview's count) by a partial index;
 * - a student's questions of a status other than `answered` (failed, pending: about 1 %) by
 *   student, so a teacher's `?status=failed` reads their students' few instead of walking every
 *   failed question of the school newest first (all of them when none is the teacher's);
 * - the access log's openings of no student (contact queries), which every teacher's log shows.
 *
 * Nothing blocks writes: the column is added nullable without a default, the foreign key NOT VALID
 * then validated, the trigger replaced before the fill (in batches by primary key, each its own
 * statement outside a transaction), the indexes built CONCURRENTLY with an invalid leftover dropped
 * first. Hence `transaction = false`.
 */
export class ConsoleCounts1769300000000 implements MigrationInterface {
  name = 'ConsoleCounts1769300000000';
  transaction = false as const;

  /** `batch`: rows filled per statement, few enough that no batch holds its row locks for long. */
  constructor(private readonly batch = 5000) {}

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE question_escalations ADD COLUMN IF NOT EXISTS class_id uuid`);
    const [constraint] = (await queryRunner.query(
      `SELECT 1 FROM pg_constraint WHERE conname = 'question_escalations_class_id_fkey'`,
    )) as unknown[];
    if (!constraint)
      await queryRunner.query(
        `ALTER TABLE question_escalations ADD CONSTRAINT question_escalations_class_id_fkey
           FOREIGN KEY (class_id) REFERENCES classes (id) ON DELETE SET NULL NOT VALID`,
      );
    await queryRunner.query(LIST_KEYS_WITH_CLASS);
    let last = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const [batch] = (await queryRunner.query(
        `SELECT max(question_id::text) AS last FROM (SELECT question_id FROM question_escalations
          WHERE question_id > $1 ORDER BY question_id LIMIT ${this.batch}) b`,
        [last],
      )) as [{ last: string | null }];
      if (batch.last === null) break;
      await queryRunner.query(
        `UPDATE question_escalations e SET class_id = c.class_id
           FROM questions q JOIN conversations c ON c.id = q.conversation_id
          WHERE q.id = e.question_id AND e.question_id > $1 AND e.question_id <= $2
            AND e.class_id IS NULL AND c.class_id IS NOT NULL`,
        [last, batch.last],
      );
      last = batch.last;
    }
    await queryRunner.query(`ALTER TABLE question_escalations VALIDATE CONSTRAINT question_escalations_class_id_fkey`);
    for (const [name, definition] of INDEXES) {
      await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
      await queryRunner.query(`CREATE INDEX CONCURRENTLY ${name} ON ${definition}`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of [...INDEXES].reverse()) await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
    await queryRunner.query(LIST_KEYS_WITHOUT_CLASS);
    await queryRunner.query(
      `ALTER TABLE question_escalations DROP CONSTRAINT IF EXISTS question_escalations_class_id_fkey`,
    );
    await queryRunner.query(`ALTER TABLE question_escalations DROP COLUMN IF EXISTS class_id`);
  }
}

const INDEXES: readonly (readonly [string, string])[] = [
  ['question_escalations_class_idx', 'question_escalations (status, class_id)'],
  ['contact_queries_open_idx', 'contact_queries (created_at) WHERE handled_at IS NULL'],
  [
    'questions_user_unanswered_idx',
    `questions (user_id, status, created_at, id) WHERE status <> 'answered'`,
  ],
  [
    'support_access_log_no_student_idx',
    `support_access_log (id) WHERE subject = 'contact_query' OR student_id IS NULL`,
  ],
];

/** The escalation's list keys (1769200000001) and its conversation's class. */
const LIST_KEYS_WITH_CLASS = `CREATE OR REPLACE FUNCTION question_escalations_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    SELECT q.user_id, q.created_at, c.class_id INTO NEW.user_id, NEW.question_created_at, NEW.class_id
      FROM questions q LEFT JOIN conversations c ON c.id = q.conversation_id WHERE q.id = NEW.question_id;
    RETURN NEW;
  END $$`;

const LIST_KEYS_WITHOUT_CLASS = `CREATE OR REPLACE FUNCTION question_escalations_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    SELECT q.user_id, q.created_at INTO NEW.user_id, NEW.question_created_at
      FROM questions q WHERE q.id = NEW.question_id;
    RETURN NEW;
  END $$`;
