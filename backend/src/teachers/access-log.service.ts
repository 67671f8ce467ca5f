import type { AccessLogEntryView, AccessLogResponse, AccessSubject } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { iso } from '../common/values.js';
import type { StudentScope } from '../classes/student-scope.js';
import { decodeLogCursor, encodeLogCursor } from './access-log-cursor.js';
import { AccessLogStore } from './access-log-store.js';
import { keysetPage } from './keyset-page.js';
import { DEFAULT_PAGE_SIZE } from './dto/teacher-requests.dto.js';

export const BAD_ACCESS_LOG_CURSOR = 'after must be the nextCursor of this access log';

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

  /** Whether the teacher's opening of this subject of the student's is already on record. */
  hasOpened(teacherId: string, subject: AccessSubject, subjectId: string, studentId: string) {
    return this.store.has(teacherId, subject, subjectId, studentId);
  }

  /**
   * Newest first; `studentId`: that student's record only. A page starts after the row `after`
   * names (keyset, the previous page's nextCursor); the old `page` number still works, counted from
   * the top. The total is counted on a numbered page only, up to TOTAL_CAP (keyset-page.ts).
   */
  async list(
    studentId: string | undefined,
    scope: StudentScope,
    options: { after?: string; page?: number; pageSize?: number } = {},
  ): Promise<AccessLogResponse> {
    const { rows, ...paging } = await keysetPage(
      { ...options, pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE },
      {
        decode: decodeLogCursor,
        badCursor: BAD_ACCESS_LOG_CURSOR,
        read: (start, limit) => this.store.page(studentId ?? null, scope, start, limit),
        count: (limit) => this.store.count(studentId ?? null, scope, limit),
        cursorOf: (row) => encodeLogCursor(row.id),
      },
    );
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
      studentName: row.student_id === null ? null : (row.student_name ?? '(deleted account)'),
      reason: row.reason,
      createdAt: iso(row.created_at),
    }));
    return { success: true, items, ...paging };
  }
}
