import type { AccessSubject } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  isWholeSchool,
  type StudentScope,
  scopeParams,
  studentAmongScope,
  studentInScope,
} from '../classes/student-scope.js';

export interface AccessLogRow {
  id: string;
  teacher_id: string;
  teacher_name: string | null;
  teacher_email: string | null;
  subject: AccessSubject;
  subject_id: string;
  student_id: string | null;
  student_name: string | null;
  reason: string | null;
  created_at: Date;
}

/**
 * The openings of the scope's students; openings of contact queries (the school's inbox, every
 * teacher's) only when no class is picked.
 */
const inScope = (teacher: string, klass: string) =>
  `(((l.subject = 'contact_query' OR l.student_id IS NULL) AND ${klass}::uuid IS NULL)
    OR ${studentInScope('l.student_id', teacher, klass)})`;

/**
 * support_access_log: append-only (the migration's triggers refuse UPDATE, DELETE and TRUNCATE).
 * `studentId` null: every student's rows.
 */
@Injectable()
export class AccessLogStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async add(
    teacherId: string,
    subject: AccessSubject,
    subjectId: string,
    studentId: string | null,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO support_access_log (teacher_id, subject, subject_id, student_id) VALUES ($1, $2, $3, $4)`,
      [teacherId, subject, subjectId, studentId],
    );
  }

  /** Read through the student's index (support_access_log_student_idx): a few rows per student. */
  async has(
    teacherId: string,
    subject: AccessSubject,
    subjectId: string,
    studentId: string,
  ): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM support_access_log
        WHERE student_id = $4 AND teacher_id = $1 AND subject = $2 AND subject_id = $3 LIMIT 1`,
      [teacherId, subject, subjectId, studentId],
    );
    return rows.length > 0;
  }

  /**
   * Newest first (the primary key: rows are only ever appended), from `start` on: after the row
   * last seen (keyset), or after skipping rows (the old numbered pages).
   */
  page(
    studentId: string | null,
    scope: StudentScope,
    start: { after: string } | { offset: number },
    limit: number,
  ): Promise<AccessLogRow[]> {
    return this.db.query(
      `SELECT l.id::text, l.teacher_id, u.name AS teacher_name, u.email AS teacher_email, l.subject,
              l.subject_id, l.student_id, s.name AS student_name, l.reason, l.created_at
         FROM support_access_log l LEFT JOIN users u ON u.id = l.teacher_id
              LEFT JOIN users s ON s.id = l.student_id
        WHERE ($3::uuid IS NULL OR l.student_id = $3::uuid) AND ($6::bigint IS NULL OR l.id < $6::bigint)
          AND ${inScope('$4', '$5')}
        ORDER BY l.id DESC LIMIT $1 OFFSET $2`,
      [
        limit,
        'offset' in start ? start.offset : 0,
        studentId,
        ...scopeParams(scope),
        'after' in start ? start.after : null,
      ],
    );
  }

  /**
   * How many rows the filter has, counted up to `cap` (a person reads "200+", not 50,000). A
   * teacher's rows come from support_access_log_student_idx for their students' ids and from
   * support_access_log_no_student_idx for the openings of no student; the whole school's from the
   * primary key alone.
   */
  async count(studentId: string | null, scope: StudentScope, cap: number): Promise<number> {
    const ofScope = isWholeSchool(scope)
      ? ''
      : `AND (((l.subject = 'contact_query' OR l.student_id IS NULL) AND $4::uuid IS NULL)
              OR ${studentAmongScope('l.student_id', '$3', '$4')})`;
    const [row] = await this.db.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM support_access_log l
        WHERE ($1::uuid IS NULL OR l.student_id = $1::uuid) ${ofScope} LIMIT $2) l`,
      isWholeSchool(scope) ? [studentId, cap] : [studentId, cap, ...scopeParams(scope)],
    );
    return row?.total ?? 0;
  }
}
