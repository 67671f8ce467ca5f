import type { AccessLogEntryView, AccessLogResponse, AccessSubject } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { iso } from '../common/values.js';
import type { StudentScope } from '../classes/student-scope.js';
import { AccessLogStore } from './access-log-store.js';
import { DEFAULT_PAGE_SIZE } from './dto/teacher-requests.dto.js';

/**
 * Who opened which student's question or contact query, and when. Append-only: nothing here
 * changes a row, and the table's triggers refuse UPDATE, DELETE and TRUNCATE (the migration).
 */
@Injectable()
export class AccessLogService {
  constructor(private readonly store: AccessLogStore) {}

  async record(teacherId: string, subject: AccessSubject, subjectId: string, studentId: string | null) {
    await this.store.add(teacherId, subject, subjectId, studentId);
  }

  /** Newest first; `studentId`: that student's record only. */
  async list(
    studentId: string | undefined,
    scope: StudentScope,
    page = 1,
    pageSize = DEFAULT_PAGE_SIZE,
  ): Promise<AccessLogResponse> {
    const offset = (page - 1) * pageSize;
    const rows = await this.store.page(studentId ?? null, scope, pageSize, offset);
    // A page that is not full ends the list: its rows say the total. Otherwise it is counted.
    const total =
      rows.length > 0 && rows.length < pageSize
        ? offset + rows.length
        : await this.store.count(studentId ?? null, scope);
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
      reason: row.reason,
      createdAt: iso(row.created_at),
    }));
    return { success: true, items, page, pageSize, total };
  }
}
