import type { OpenHoursSlot } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { ClassRules } from './class-rules.js';

/** A class as its lists show it. */
export interface ClassSummaryRow {
  id: string;
  name: string;
  subject: string | null;
  archived: boolean;
  joinCode: string | null;
  joiningEnabled: boolean;
  teacherNames: string[];
  studentCount: number;
  /** The school of an imported class (its OneRoster org); null for a class made in the app. */
  school: string | null;
  createdAt: Date;
  /** The viewer is one of its teachers. */
  viewerTeaches: boolean;
}

export interface ClassRow extends Omit<ClassSummaryRow, 'viewerTeaches'> {
  tutorPaused: boolean;
  guideOnly: boolean;
  instructions: string;
  openHours: OpenHoursSlot[] | null;
  dailyTokensPerStudent: number | null;
  updatedAt: Date;
}

export interface ClassPersonRow {
  id: string;
  name: string;
  email: string;
}
export interface ClassStudentRow extends ClassPersonRow {
  joinedAt: Date;
}

/** How one account stands to one class, as stored (roles are the caller's to weigh). */
export interface ClassTies {
  archived: boolean;
  teaches: boolean;
  /** In the class now (joined, not removed). */
  studies: boolean;
}

/** The fields a PATCH changes; undefined: unchanged. `null` clears the nullable ones. */
export interface ClassChanges {
  name?: string;
  subject?: string | null;
  tutorPaused?: boolean;
  guideOnly?: boolean;
  instructions?: string;
  openHours?: OpenHoursSlot[] | null;
  dailyTokensPerStudent?: number | null;
  joiningEnabled?: boolean;
  archived?: boolean;
}

export interface JoinedRow {
  id: string;
  name: string;
  subject: string | null;
  alreadyMember: boolean;
}

const UNIQUE_VIOLATION = '23505';
/** Postgres's name for the unique constraint of classes.join_code. */
const JOIN_CODE_UNIQUE = 'classes_join_code_key';

/** Whether `error` is a join code that another class has already (the caller draws another). */
export function isJoinCodeTaken(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === UNIQUE_VIOLATION && driverError.constraint === JOIN_CODE_UNIQUE;
}

const SUMMARY_COLUMNS = `
  c.id, c.name, c.subject, c.archived_at IS NOT NULL AS archived, c.join_code AS "joinCode",
  c.joining_enabled AS "joiningEnabled", c.created_at AS "createdAt",
  (SELECT o.name FROM orgs o WHERE o.source_id = c.org_source_id) AS school,
  ARRAY(SELECT u.name FROM class_teachers t JOIN users u ON u.id = t.user_id
         WHERE t.class_id = c.id ORDER BY t.added_at, u.id) AS "teacherNames",
  (SELECT count(*)::int FROM class_students s WHERE s.class_id = c.id AND s.ended_at IS NULL) AS "studentCount"`;
const VIEWER_TEACHES = `EXISTS (SELECT 1 FROM class_teachers t WHERE t.class_id = c.id AND t.user_id = $1) AS "viewerTeaches"`;
const LIST_ORDER = `ORDER BY c.archived_at IS NOT NULL, lower(c.name), c.id`;

const RULE_COLUMNS = `
  c.tutor_paused AS "tutorPaused", c.guide_only AS "guideOnly", c.instructions,
  c.open_hours AS "openHours", c.daily_tokens_per_student AS "dailyTokensPerStudent"`;

/**
 * The SQL of classes, class_teachers and class_students (docs/classes.md). Each list is one fixed
 * statement per audience: a student's classes by class_students_user_idx, a teacher's by
 * class_teachers_user_idx, an admin's all.
 */
@Injectable()
export class ClassStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A new class with `teacherId` as its teacher, in one statement. Throws isJoinCodeTaken on a clash. */
  async create(fields: {
    name: string;
    subject: string | null;
    joinCode: string;
    teacherId: string;
  }): Promise<string> {
    const rows: { id: string }[] = await this.db.query(
      `WITH created AS (
         INSERT INTO classes (name, subject, join_code) VALUES ($1, $2, $3) RETURNING id
       )
       INSERT INTO class_teachers (class_id, user_id) SELECT id, $4 FROM created RETURNING class_id AS id`,
      [fields.name, fields.subject, fields.joinCode, fields.teacherId],
    );
    return rows[0]!.id;
  }

  /** Every class, for an admin (`viewerId` marks the ones they teach). */
  everyClass(viewerId: string): Promise<ClassSummaryRow[]> {
    return this.db.query(`SELECT ${SUMMARY_COLUMNS}, ${VIEWER_TEACHES} FROM classes c ${LIST_ORDER}`, [
      viewerId,
    ]);
  }

  /** The classes a teacher teaches, archived ones too. */
  classesTaughtBy(teacherId: string): Promise<ClassSummaryRow[]> {
    return this.db.query(
      `SELECT ${SUMMARY_COLUMNS}, true AS "viewerTeaches"
         FROM class_teachers mine JOIN classes c ON c.id = mine.class_id
        WHERE mine.user_id = $1 ${LIST_ORDER}`,
      [teacherId],
    );
  }

  /** The classes a student is in now, not archived ones. */
  classesOfStudent(studentId: string): Promise<ClassSummaryRow[]> {
    return this.db.query(
      `SELECT ${SUMMARY_COLUMNS}, false AS "viewerTeaches"
         FROM class_students mine JOIN classes c ON c.id = mine.class_id
        WHERE mine.user_id = $1 AND mine.ended_at IS NULL AND c.archived_at IS NULL ${LIST_ORDER}`,
      [studentId],
    );
  }

  /** How `userId` stands to the class, or undefined when there is no such class. */
  async ties(classId: string, userId: string): Promise<ClassTies | undefined> {
    const rows: ClassTies[] = await this.db.query(
      `SELECT c.archived_at IS NOT NULL AS archived,
              EXISTS (SELECT 1 FROM class_teachers t WHERE t.class_id = c.id AND t.user_id = $2) AS teaches,
              EXISTS (SELECT 1 FROM class_students s
                       WHERE s.class_id = c.id AND s.user_id = $2 AND s.ended_at IS NULL) AS studies
         FROM classes c WHERE c.id = $1`,
      [classId, userId],
    );
    return rows[0];
  }

  async find(classId: string): Promise<ClassRow | undefined> {
    const rows: ClassRow[] = await this.db.query(
      `SELECT ${SUMMARY_COLUMNS}, ${RULE_COLUMNS}, c.updated_at AS "updatedAt" FROM classes c WHERE c.id = $1`,
      [classId],
    );
    return rows[0];
  }

  /** The class's teachers, in the order they were added. */
  teachers(classId: string): Promise<ClassPersonRow[]> {
    return this.db.query(
      `SELECT u.id, u.name, u.email FROM class_teachers t JOIN users u ON u.id = t.user_id
        WHERE t.class_id = $1 ORDER BY t.added_at, u.id`,
      [classId],
    );
  }

  /** The class's students now, by name. */
  students(classId: string): Promise<ClassStudentRow[]> {
    return this.db.query(
      `SELECT u.id, u.name, u.email, s.joined_at AS "joinedAt"
         FROM class_students s JOIN users u ON u.id = s.user_id
        WHERE s.class_id = $1 AND s.ended_at IS NULL ORDER BY lower(u.name), u.id`,
      [classId],
    );
  }

  /**
   * Applies the changes (one fixed statement: each field a parameter that may be NULL, or a flag
   * and a value for the fields NULL clears); false when the class does not exist.
   */
  async update(classId: string, changes: ClassChanges): Promise<boolean> {
    const has = (key: keyof ClassChanges) => changes[key] !== undefined;
    const [rows]: [unknown[]] = await this.db.query(
      `UPDATE classes SET
         name = COALESCE($2, name),
         subject = CASE WHEN $3::boolean THEN $4 ELSE subject END,
         tutor_paused = COALESCE($5, tutor_paused),
         guide_only = COALESCE($6, guide_only),
         instructions = COALESCE($7, instructions),
         open_hours = CASE WHEN $8::boolean THEN $9::jsonb ELSE open_hours END,
         daily_tokens_per_student = CASE WHEN $10::boolean THEN $11::integer ELSE daily_tokens_per_student END,
         joining_enabled = COALESCE($12, joining_enabled),
         archived_at = CASE WHEN $13::boolean IS NULL THEN archived_at
                            WHEN $13::boolean THEN COALESCE(archived_at, now()) ELSE NULL END,
         updated_at = now()
       WHERE id = $1 RETURNING id`,
      [
        classId,
        changes.name ?? null,
        has('subject'),
        changes.subject ?? null,
        changes.tutorPaused ?? null,
        changes.guideOnly ?? null,
        changes.instructions ?? null,
        has('openHours'),
        changes.openHours == null ? null : JSON.stringify(changes.openHours),
        has('dailyTokensPerStudent'),
        changes.dailyTokensPerStudent ?? null,
        changes.joiningEnabled ?? null,
        changes.archived ?? null,
      ],
    );
    return rows.length > 0;
  }

  /** A new join code for the class: the old one stops matching when this commits. */
  async setJoinCode(classId: string, joinCode: string): Promise<boolean> {
    const [rows]: [unknown[]] = await this.db.query(
      `UPDATE classes SET join_code = $2, updated_at = now() WHERE id = $1 RETURNING id`,
      [classId, joinCode],
    );
    return rows.length > 0;
  }

  /**
   * The student joins the class whose code this is, if it is open for joining (not archived,
   * joining enabled), in one statement; a student removed earlier is back. undefined: no such
   * open class. A student in the class already changes nothing (`alreadyMember`).
   */
  async joinByCode(joinCode: string, studentId: string): Promise<JoinedRow | undefined> {
    const rows: JoinedRow[] = await this.db.query(
      `WITH open_class AS (
         SELECT id, name, subject FROM classes
          WHERE join_code = $1 AND joining_enabled AND archived_at IS NULL
       ), joined AS (
         INSERT INTO class_students (class_id, user_id) SELECT id, $2 FROM open_class
         ON CONFLICT (class_id, user_id) DO UPDATE SET joined_at = now(), ended_at = NULL
           WHERE class_students.ended_at IS NOT NULL
         RETURNING class_id
       )
       SELECT id, name, subject, NOT EXISTS (SELECT 1 FROM joined) AS "alreadyMember" FROM open_class`,
      [joinCode, studentId],
    );
    return rows[0];
  }

  /** Adds a teacher to the class (nothing when they teach it already). */
  async addTeacher(classId: string, teacherId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO class_teachers (class_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [classId, teacherId],
    );
  }

  /**
   * Removes a teacher unless they are its last one (the class row is locked meanwhile, so two
   * removals at once cannot leave it without a teacher).
   */
  removeTeacher(classId: string, teacherId: string): Promise<'removed' | 'not-a-teacher' | 'last-teacher'> {
    return this.db.transaction(async (manager: EntityManager) => {
      await manager.query(`SELECT 1 FROM classes WHERE id = $1 FOR UPDATE`, [classId]);
      const teachers: { userId: string }[] = await manager.query(
        `SELECT user_id AS "userId" FROM class_teachers WHERE class_id = $1`,
        [classId],
      );
      if (!teachers.some((teacher) => teacher.userId === teacherId)) return 'not-a-teacher';
      if (teachers.length === 1) return 'last-teacher';
      await manager.query(`DELETE FROM class_teachers WHERE class_id = $1 AND user_id = $2`, [
        classId,
        teacherId,
      ]);
      return 'removed';
    });
  }

  /**
   * Takes an account off every class it teaches, unless it is the only teacher of one: then nothing
   * changes and those classes' names are answered (their rows are locked meanwhile, as in
   * removeTeacher).
   */
  leaveEveryClass(teacherId: string): Promise<string[]> {
    return this.db.transaction(async (manager: EntityManager) => {
      await manager.query(
        `SELECT 1 FROM classes WHERE id IN (SELECT class_id FROM class_teachers WHERE user_id = $1)
          ORDER BY id FOR UPDATE`,
        [teacherId],
      );
      const alone: { name: string }[] = await manager.query(
        `SELECT c.name FROM class_teachers t JOIN classes c ON c.id = t.class_id
          WHERE t.user_id = $1
            AND NOT EXISTS (SELECT 1 FROM class_teachers o WHERE o.class_id = t.class_id AND o.user_id <> $1)
          ORDER BY c.name`,
        [teacherId],
      );
      if (alone.length === 0)
        await manager.query(`DELETE FROM class_teachers WHERE user_id = $1`, [teacherId]);
      return alone.map((row) => row.name);
    });
  }

  /** Ends the student's enrollment (kept as history); false when they were never in the class. */
  async endEnrollment(classId: string, studentId: string): Promise<boolean> {
    const [rows]: [unknown[]] = await this.db.query(
      `UPDATE class_students SET ended_at = COALESCE(ended_at, now())
        WHERE class_id = $1 AND user_id = $2 RETURNING user_id`,
      [classId, studentId],
    );
    return rows.length > 0;
  }

  /** The tutor's rules of a class, or undefined when there is no such class. */
  async rules(classId: string): Promise<ClassRules | undefined> {
    const rows: ClassRules[] = await this.db.query(
      `SELECT c.id AS "classId", c.name AS "className", c.archived_at IS NOT NULL AS archived, ${RULE_COLUMNS}
         FROM classes c WHERE c.id = $1`,
      [classId],
    );
    return rows[0];
  }

  /** The ids of the classes a teacher teaches (archived ones too): the console's scope. */
  async classIdsTaughtBy(teacherId: string): Promise<string[]> {
    const rows: { classId: string }[] = await this.db.query(
      `SELECT class_id AS "classId" FROM class_teachers WHERE user_id = $1`,
      [teacherId],
    );
    return rows.map((row) => row.classId);
  }

  /** Whether the student is in one of the teacher's classes now. */
  async teachesStudent(teacherId: string, studentId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM class_students s JOIN class_teachers t ON t.class_id = s.class_id
        WHERE s.user_id = $2 AND s.ended_at IS NULL AND t.user_id = $1 LIMIT 1`,
      [teacherId, studentId],
    );
    return rows.length > 0;
  }
}
