import type { AccessSubject } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface AccessLogRow {
  id: string;
  teacher_id: string;
  teacher_name: string | null;
  teacher_email: string | null;
  subject: AccessSubject;
  subject_id: string;
  student_id: string | null;
  created_at: Date;
  total: string;
}

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

  /** Newest first, each row with the total of the filter. */
  page(studentId: string | null, limit: number, offset: number): Promise<AccessLogRow[]> {
    return this.db.query(
      `SELECT l.id::text, l.teacher_id, u.name AS teacher_name, u.email AS teacher_email, l.subject,
              l.subject_id, l.student_id, l.created_at, count(*) OVER () AS total
         FROM support_access_log l LEFT JOIN users u ON u.id = l.teacher_id
        WHERE ($3::uuid IS NULL OR l.student_id = $3::uuid)
        ORDER BY l.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset, studentId],
    );
  }

  /** The total when the requested page is past the end (no row carries the window count). */
  async count(studentId: string | null): Promise<number> {
    const [row] = await this.db.query<{ total: string }[]>(
      `SELECT count(*) AS total FROM support_access_log WHERE ($1::uuid IS NULL OR student_id = $1::uuid)`,
      [studentId],
    );
    return Number(row?.total ?? 0);
  }
}
