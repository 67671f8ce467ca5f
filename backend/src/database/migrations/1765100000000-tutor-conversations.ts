import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 11, the tutor: conversations (each question a turn of one), the mode per conversation and
 * the one a student chose last, feedback and token usage per answer, earlier answers kept by
 * Regenerate. Every existing question becomes a conversation of its own (same id, its text as title).
 */
export class TutorConversations1765100000000 implements MigrationInterface {
  name = 'TutorConversations1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title text NOT NULL,
        mode varchar(16) NOT NULL DEFAULT 'explain'
          CONSTRAINT conversations_mode_check CHECK (mode IN ('explain', 'guide')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX conversations_user_id_updated_at_idx ON conversations (user_id, updated_at)`,
    );
    await queryRunner.query(`
      ALTER TABLE questions
        ADD COLUMN conversation_id uuid NULL REFERENCES conversations(id) ON DELETE CASCADE,
        ADD COLUMN feedback varchar(8) NULL CONSTRAINT questions_feedback_check CHECK (feedback IN ('up', 'down')),
        ADD COLUMN feedback_comment text NULL,
        ADD COLUMN feedback_at timestamptz NULL,
        ADD COLUMN input_tokens integer NULL,
        ADD COLUMN output_tokens integer NULL`);
    await queryRunner.query(`
      INSERT INTO conversations (id, user_id, title, mode, created_at, updated_at)
        SELECT id, user_id, text, 'explain', created_at, updated_at FROM questions`);
    await queryRunner.query(`UPDATE questions SET conversation_id = id`);
    await queryRunner.query(
      `CREATE INDEX questions_conversation_id_created_at_idx ON questions (conversation_id, created_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE answer_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        question_id uuid NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        answer text NULL,
        status varchar(16) NOT NULL,
        feedback varchar(8) NULL,
        feedback_comment text NULL,
        input_tokens integer NULL,
        output_tokens integer NULL,
        answered_at timestamptz NOT NULL,
        replaced_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX answer_versions_question_id_idx ON answer_versions (question_id)`);
    await queryRunner.query(`
      CREATE TABLE tutor_preferences (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        mode varchar(16) NOT NULL CONSTRAINT tutor_preferences_mode_check CHECK (mode IN ('explain', 'guide')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE tutor_preferences`);
    await queryRunner.query(`DROP TABLE answer_versions`);
    await queryRunner.query(`DROP INDEX questions_conversation_id_created_at_idx`);
    await queryRunner.query(`
      ALTER TABLE questions DROP COLUMN conversation_id, DROP COLUMN feedback, DROP COLUMN feedback_comment,
        DROP COLUMN feedback_at, DROP COLUMN input_tokens, DROP COLUMN output_tokens`);
    await queryRunner.query(`DROP TABLE conversations`);
  }
}
