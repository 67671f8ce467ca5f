import type { AccessLogEntryView, AccessLogResponse, AccessSubject } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DEFAULT_PAGE_SIZE } from './dto/teacher-requests.dto.js';
import { iso } from '../common/values.js';

/**
 * Who opened which student's question or contact query, and when. Append-only: nothing here
 * changes a row, and the table's triggers refuse UPDATE, DELETE and TRUNCATE (the migration).
 */
@Injectable()
export class AccessLogService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async record(teacherId: string, subject: AccessSubject, subjectId: string, studentId: string | null) {
    await this.db.query(
      `INSERT INTO support_access_log (teacher_id, subject, subject_id, student_id) VALUES ($1, $2, $3, $4)`,
      [teacherId, subject, subjectId, studentId],
    );
  }

  /** Newest first; `studentId`: that student's record only. */
  async list(
    studentId: string | undefined,
    page = 1,
    pageSize = DEFAULT_PAGE_SIZE,
  ): Promise<AccessLogResponse> {
    const where = studentId ? 'WHERE l.student_id = $3' : '';
    const params: unknown[] = [pageSize, (page - 1) * pageSize, ...(studentId ? [studentId] : [])];
    const rows = await this.db.query<
      {
        id: string;
        teacher_id: string;
        teacher_name: string | null;
        teacher_email: string | null;
        subject: AccessSubject;
        subject_id: string;
        student_id: string | null;
        created_at: Date;
        total: string;
      }[]
    >(
      `SELECT l.id::text, l.teacher_id, u.name AS teacher_name, u.email AS teacher_email, l.subject,
              l.subject_id, l.student_id, l.created_at, count(*) OVER () AS total
         FROM support_access_log l LEFT JOIN users u ON u.id = l.teacher_id
         ${where} ORDER BY l.id DESC LIMIT $1 OFFSET $2`,
      params,
    );
    const total = rows[0] ? Number(rows[0].total) : await this.count(studentId);
    const items: AccessLogEntryView[] = rows.map((row) => ({
      id: row.id,
      // An account deleted since keeps its id in the record.
      teacher: {
        id: row.teacher_id,
        name: row.teacher_name ?? '(deleted account)',
        email: row.teacher_email ?? '',
      },
      subject: row.subject,
      subjectId: row.subject_id,
      studentId: row.student_id,
      createdAt: iso(row.created_at),
    }));
    return { success: true, items, page, pageSize, total };
  }

  /** The total when the requested page is past the end (no row carries the window count). */
  private async count(studentId: string | undefined): Promise<number> {
    const [row] = await this.db.query<{ total: string }[]>(
      `SELECT count(*) AS total FROM support_access_log ${studentId ? 'WHERE student_id = $1' : ''}`,
      studentId ? [studentId] : [],
    );
    return Number(row?.total ?? 0);
  }
}
