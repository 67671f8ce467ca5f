/**
 * The console's student page (issue 14): one student's AI use today, their last security events,
 * and a password reset link a teacher creates for them (shown once).
 */
import type { StudentAiUsageView } from './ai-usage.js';

/** A security event as teachers see it: what happened and which limit, never a value or a secret. */
export interface SecurityEventView {
  type: string;
  at: string;
  /** Which limit refused (its name). */
  limit: string | null;
  reason: string | null;
  method: string | null;
}

/** GET /teacher/students/:id */
export interface TeacherStudentResponse {
  success: true;
  usage: StudentAiUsageView;
  /** The last security events of the account, newest first (20 at most). */
  events: SecurityEventView[];
}

/** POST /teacher/students/:id/reset-link: a single-use link, shown once; valid until expiresAt. */
export interface ResetLinkResponse {
  success: true;
  link: string;
  expiresAt: string;
}
