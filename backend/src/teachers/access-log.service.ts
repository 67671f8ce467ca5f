import type { AccessLogEntryView, AccessLogResponse, AccessSubject } from '@elearning/contract';
import { HttpStatus, Injectable } from '@nestjs/common';
import { ApiErrorException } from '../common/api-error.js';
import { iso } from '../common/values.js';
import type { StudentScope } from '../classes/student-scope.js';
import { decodeLogCursor, encodeLogCursor } from './access-log-cursor.js';
import { AccessLogStore } from './access-log-store.js';
import { cappedTotal } from './list-total.js';
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

  /**
   * Newest first; `studentId`: that student's record only. A page starts after the row `after`
   * names (keyset, the previous page's nextCursor); the old `page` number still works, counted from
   * the top. The total is counted on a numbered page only, up to TOTAL_CAP.
   */
  async list(
    studentId: string | undefined,
    scope: StudentScope,
    options: { after?: string; page?: number; pageSize?: number } = {},
  ): Promise<AccessLogResponse> {
    const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
    const after = options.after === undefined ? undefined : decodeLogCursor(options.after);
    if (options.after !== undefined && after === undefined)
      throw new ApiErrorException(HttpStatus.BAD_REQUEST, BAD_ACCESS_LOG_CURSOR);
    const page = after === undefined ? (options.page ?? 1) : null;
    // One row more than the page: whether there is a next page, without counting.
    const rows = await this.store.page(
      studentId ?? null,
      scope,
      after === undefined ? { offset: ((page ?? 1) - 1) * pageSize } : { after },
      pageSize + 1,
    );
    const shown = rows.slice(0, pageSize);
    const more = rows.length > pageSize;
    const { total, totalCapped } = await cappedTotal(page, pageSize, shown.length, more, (limit) =>
      this.store.count(studentId ?? null, scope, limit),
    );
    const last = shown.at(-1);
    const items: AccessLogEntryView[] = shown.map((row) => ({
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
    return {
      success: true,
      items,
      page: page ?? 0,
      pageSize,
      total,
      totalCapped,
      nextCursor: more && last ? encodeLogCursor(last.id) : null,
    };
  }
}
