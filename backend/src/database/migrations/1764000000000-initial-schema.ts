import type { MigrationInterface, QueryRunner } from 'typeorm';

/** users, questions and contact_queries. gen_random_uuid() is built into Postgres 13+. */
export class InitialSchema1764000000000 implements MigrationInterface {
  name = 'InitialSchema1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(32) NOT NULL,
        password_hash varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The constraint, not a prior SELECT, decides who wins two racing sign-ups.
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);
    await queryRunner.query(`
      CREATE TABLE questions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        text text NOT NULL,
        answer text NULL,
        status varchar(16) NOT NULL DEFAULT 'pending'
          CONSTRAINT questions_status_check CHECK (status IN ('pending', 'answered', 'failed', 'stopped')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX questions_user_id_created_at_idx ON questions (user_id, created_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE contact_queries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contact_queries`);
    await queryRunner.query(`DROP TABLE questions`);
    await queryRunner.query(`DROP TABLE users`);
  }
}
