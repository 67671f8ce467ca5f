import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Classes (docs/classes.md): a class, its teachers and its students. A student joins with the
 * class's join code (8 characters without look-alikes, stored upper-case, unique); a teacher sets
 * the tutor's rules for the class. `source_id` / `org_source_id` keep the ids of a roster import
 * (OneRoster `sourcedId`s) and stay NULL for classes made in the app. New tables only: no lock on
 * an existing one beyond the foreign keys' brief SHARE ROW EXCLUSIVE on users.
 */
export class Classes1767000000000 implements MigrationInterface {
  name = 'Classes1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE classes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL CHECK (char_length(btrim(name)) > 0),
        subject varchar(100),
        source_id text UNIQUE,
        org_source_id text,
        archived_at timestamptz,
        join_code text UNIQUE CHECK (join_code ~ '^[A-HJKMNP-Z2-9]{8}$'),
        joining_enabled boolean NOT NULL DEFAULT true,
        tutor_paused boolean NOT NULL DEFAULT false,
        guide_only boolean NOT NULL DEFAULT false,
        instructions text NOT NULL DEFAULT '' CHECK (char_length(instructions) <= 2000),
        open_hours jsonb,
        daily_tokens_per_student integer CHECK (daily_tokens_per_student > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A school's classes for an admin, by name.
    await queryRunner.query(`CREATE INDEX classes_name_idx ON classes (lower(name), id)`);
    await queryRunner.query(`
      CREATE TABLE class_teachers (
        class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (class_id, user_id)
      )`);
    // "A teacher's classes" (the console's scope): from the teacher to the class ids.
    await queryRunner.query(`CREATE INDEX class_teachers_user_idx ON class_teachers (user_id, class_id)`);
    await queryRunner.query(`
      CREATE TABLE class_students (
        class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        joined_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz,
        PRIMARY KEY (class_id, user_id)
      )`);
    // "A student's classes": the classes a student is in now (ended enrollments are history).
    await queryRunner.query(
      `CREATE INDEX class_students_user_idx ON class_students (user_id, class_id) WHERE ended_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE class_students`);
    await queryRunner.query(`DROP TABLE class_teachers`);
    await queryRunner.query(`DROP TABLE classes`);
  }
}
