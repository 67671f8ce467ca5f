/**
 * The console's student page (docs/teachers.md): one student's AI use today, their last security events,
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

/**
 * Whether someone vouched for the student: a verified email, or a teacher's approval. Until then
 * the account has the small daily AI allowance (AI_DAILY_TOKENS_UNVERIFIED).
 */
export interface StudentStandingView {
  emailVerified: boolean;
  approved: boolean;
}

/** GET /teacher/students/:id */
export interface TeacherStudentResponse {
  success: true;
  usage: StudentAiUsageView;
  standing: StudentStandingView;
  /** The last security events of the account, newest first (20 at most). */
  events: SecurityEventView[];
}

/** POST /teacher/students/:id/approve: the teacher vouches for the student (the full allowance). */
export interface ApproveStudentResponse {
  success: true;
  standing: StudentStandingView;
}

/** POST /teacher/students/:id/reset-link: a single-use link, shown once; valid until expiresAt. */
export interface ResetLinkResponse {
  success: true;
  link: string;
  expiresAt: string;
}
