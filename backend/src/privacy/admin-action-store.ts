import type { AccessSubject } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queryable } from '../database/queryable.js';

/** An admin's action on a student's data, for the append-only access log. */
export interface AdminAction {
  adminId: string;
  subject: Extract<AccessSubject, 'data_export' | 'account_deletion'>;
  reason: string;
}

/** Records an admin's action in support_access_log (append-only), the student as subject. */
export async function recordAdminAction(db: Queryable, studentId: string, action: AdminAction): Promise<void> {
  await db.query(
    `INSERT INTO support_access_log (teacher_id, subject, subject_id, student_id, reason) VALUES ($1, $2, $3, $3, $4)`,
    [action.adminId, action.subject, studentId, action.reason],
  );
}

/** The access log's entries of the admins' actions on a student's data (append-only). */
@Injectable()
export class AdminActionStore {
  constructor(@InjectDataSource() private readonly db: Queryable) {}

  record(studentId: string, action: AdminAction): Promise<void> {
    return recordAdminAction(this.db, studentId, action);
  }
}
