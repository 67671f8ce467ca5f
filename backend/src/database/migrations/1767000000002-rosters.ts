import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rosters from the school's system (docs/classes.md, "Rosters"; decision 0012): the OneRoster
 * `sourcedId`s an import matches on the next time, and the schools (`orgs`) classes belong to.
 * - `users.source_id`: the person's id in the school's system (unique; NULL for accounts made in
 *   the app). Nullable without a default, so adding it rewrites nothing; its unique index is built
 *   while the column is still all NULL (a brief SHARE lock on users: no long lock).
 * - `class_students.source_id` / `class_teachers.source_id`: the enrollment's id. NULL for a
 *   student who joined with a code or a teacher who made or was added to the class in the app:
 *   an import never ends those.
 * - `orgs`: schools (and their district) by `sourcedId`; `classes.org_source_id` names one.
 */
export class Rosters1767000000002 implements MigrationInterface {
  name = 'Rosters1767000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN source_id text`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_source_id_key ON users (source_id)`);
    await queryRunner.query(`ALTER TABLE class_students ADD COLUMN source_id text`);
    await queryRunner.query(`CREATE UNIQUE INDEX class_students_source_id_key ON class_students (source_id)`);
    await queryRunner.query(`ALTER TABLE class_teachers ADD COLUMN source_id text`);
    await queryRunner.query(`CREATE UNIQUE INDEX class_teachers_source_id_key ON class_teachers (source_id)`);
    await queryRunner.query(`
      CREATE TABLE orgs (
        source_id text PRIMARY KEY,
        name varchar(200) NOT NULL,
        type varchar(40),
        parent_source_id text,
        ended_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // "The classes of a school" (a bulk import ends the classes its schools no longer list).
    await queryRunner.query(
      `CREATE INDEX classes_org_source_id_idx ON classes (org_source_id) WHERE source_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX classes_org_source_id_idx`);
    await queryRunner.query(`DROP TABLE orgs`);
    await queryRunner.query(`ALTER TABLE class_teachers DROP COLUMN source_id`);
    await queryRunner.query(`ALTER TABLE class_students DROP COLUMN source_id`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN source_id`);
  }
}
