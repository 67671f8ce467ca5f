import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Human teacher support: a role on accounts, escalated questions, teacher replies, "incorrect"
 * flags on AI answers, contact replies and the handled mark, and an append-only access log.
 * Nothing is dropped from the existing tables; down() removes only what up() added.
 */
export class TeacherSupport1765200000000 implements MigrationInterface {
  name = 'TeacherSupport1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users ADD COLUMN role varchar(16) NOT NULL DEFAULT 'student'
        CONSTRAINT users_role_check CHECK (role IN ('student', 'teacher'))`);

    // One escalation per question: the unique key makes escalating twice a no-op.
    await queryRunner.query(`
      CREATE TABLE question_escalations (
        question_id uuid PRIMARY KEY REFERENCES questions(id) ON DELETE CASCADE,
        note text NOT NULL DEFAULT '',
        status varchar(16) NOT NULL DEFAULT 'waiting'
          CONSTRAINT question_escalations_status_check CHECK (status IN ('waiting', 'answered')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX question_escalations_status_idx ON question_escalations (status, created_at)`,
    );

    // Several teachers may answer the same question: every reply is kept with its author.
    await queryRunner.query(`
      CREATE TABLE teacher_replies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        question_id uuid NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        teacher_id uuid NOT NULL REFERENCES users(id),
        body text NOT NULL,
        seen_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX teacher_replies_question_id_idx ON teacher_replies (question_id, created_at)`,
    );

    await queryRunner.query(`
      CREATE TABLE answer_flags (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        question_id uuid NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        teacher_id uuid NOT NULL REFERENCES users(id),
        comment text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX answer_flags_question_id_idx ON answer_flags (question_id, created_at)`,
    );

    await queryRunner.query(`ALTER TABLE contact_queries ADD COLUMN handled_at timestamptz NULL`);
    await queryRunner.query(
      `ALTER TABLE contact_queries ADD COLUMN handled_by uuid NULL REFERENCES users(id)`,
    );
    await queryRunner.query(`CREATE INDEX contact_queries_created_at_idx ON contact_queries (created_at)`);
    await queryRunner.query(`
      CREATE TABLE contact_replies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        contact_query_id uuid NOT NULL REFERENCES contact_queries(id) ON DELETE CASCADE,
        teacher_id uuid NOT NULL REFERENCES users(id),
        body text NOT NULL,
        emailed boolean NOT NULL DEFAULT false,
        seen_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX contact_replies_query_id_idx ON contact_replies (contact_query_id, created_at)`,
    );
    await queryRunner.query(`CREATE INDEX contact_queries_email_lower_idx ON contact_queries (lower(email))`);

    // No foreign keys: an audit record outlives the accounts and rows it names.
    await queryRunner.query(`
      CREATE TABLE support_access_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        teacher_id uuid NOT NULL,
        subject varchar(16) NOT NULL
          CONSTRAINT support_access_log_subject_check CHECK (subject IN ('question', 'contact_query')),
        subject_id uuid NOT NULL,
        student_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX support_access_log_student_idx ON support_access_log (student_id, created_at)`,
    );
    // Append-only in the database itself, whatever the code does: no UPDATE, DELETE or TRUNCATE.
    await queryRunner.query(`
      CREATE FUNCTION support_access_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'support_access_log is append-only';
      END $$`);
    // Per statement: refused even when it would touch no row.
    await queryRunner.query(`
      CREATE TRIGGER support_access_log_no_change BEFORE UPDATE OR DELETE OR TRUNCATE ON support_access_log
        FOR EACH STATEMENT EXECUTE FUNCTION support_access_log_append_only()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE support_access_log`);
    await queryRunner.query(`DROP FUNCTION support_access_log_append_only()`);
    await queryRunner.query(`DROP TABLE contact_replies`);
    await queryRunner.query(`DROP INDEX contact_queries_email_lower_idx`);
    await queryRunner.query(`DROP INDEX contact_queries_created_at_idx`);
    await queryRunner.query(`ALTER TABLE contact_queries DROP COLUMN handled_by`);
    await queryRunner.query(`ALTER TABLE contact_queries DROP COLUMN handled_at`);
    await queryRunner.query(`DROP TABLE answer_flags`);
    await queryRunner.query(`DROP TABLE teacher_replies`);
    await queryRunner.query(`DROP TABLE question_escalations`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN role`);
  }
}
