/**
 * A student's data (docs/privacy.md): the download of everything the product holds about one
 * account, the deletion of an account, the same two for an admin acting on a parent's request
 * through the school, and the configured facts the /privacy page shows.
 */

/**
 * DELETE /me: the account's password again, or, for an account without a password (Google
 * only), a fresh Firebase ID token of the same Google account. One of the two is required.
 */
export interface DeleteMyAccountRequest {
  password?: string;
  idToken?: string;
}

/** GET /admin/students/:id/data-export?reason=...: why the school opens it (recorded in the access log). */
export interface StudentDataExportQuery {
  reason: string;
}

/** DELETE /admin/students/:id: why (recorded in the access log with the admin). */
export interface DeleteStudentAccountRequest {
  reason: string;
}

/** Longest reason an admin may give (access log). */
export const PRIVACY_REASON_MAX_LENGTH = 500;

/** Which kind of service receives the students' text: Google's Gemini, or an OpenAI-compatible server (possibly the school's own); 'none': the tutor is off. */
export type PrivacyAiProvider = 'gemini' | 'openai-compatible' | 'none';

/** GET /privacy/facts (public): the running backend's configured values, for the /privacy page. */
export interface PrivacyFactsResponse {
  success: true;
  /** Conversations, contact queries and their replies older than this are deleted (DATA_RETENTION_DAYS). */
  dataRetentionDays: number;
  /** Security events older than this are deleted (SECURITY_EVENTS_RETENTION_DAYS). */
  securityEventsRetentionDays: number;
  /** Safety alerts older than this are deleted (SAFETY_RETENTION_DAYS). */
  safetyRetentionDays: number;
  /** An account not signed in for this long is deleted (INACTIVE_ACCOUNT_DAYS); null: never. */
  inactiveAccountDays: number | null;
  aiProvider: PrivacyAiProvider;
}

/**
 * The data export's file name: `my-data-YYYY-MM-DD.zip` (the student's own) or
 * `student-data-YYYY-MM-DD.zip` (an admin's), holding `data.json` (a `DataExport`) and `data.html`
 * (the same, readable). Other people appear only by role ('teacher', 'admin', 'another student').
 */
export const DATA_EXPORT_SCHEMA_VERSION = 1;

/** Another person in the export: only their role, never their name or email. */
export type ExportPerson = 'teacher' | 'admin' | 'student' | 'a deleted account';

export interface DataExportAnswerVersion {
  answer: string | null;
  status: string;
  feedback: 'up' | 'down' | null;
  feedbackComment: string | null;
  answeredAt: string;
  replacedAt: string;
}

export interface DataExportTeacherNote {
  by: ExportPerson;
  body: string;
  createdAt: string;
}

export interface DataExportQuestion {
  id: string;
  text: string;
  answer: string | null;
  status: string;
  /** Why the answer was held back (safety), null: not withheld. */
  withheld: string | null;
  feedback: 'up' | 'down' | null;
  feedbackComment: string | null;
  feedbackAt: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
  createdAt: string;
  /** Earlier answers replaced by a regenerated one, oldest first. */
  earlierAnswers: DataExportAnswerVersion[];
  /** Asked a teacher for help (null: not escalated). */
  escalation: { note: string; status: string; createdAt: string } | null;
  teacherReplies: DataExportTeacherNote[];
  /** A teacher marked the AI's answer incorrect, with a comment. */
  incorrectFlags: DataExportTeacherNote[];
}

export interface DataExportConversation {
  id: string;
  title: string;
  mode: string;
  /** The class it was asked in (its name), null: none. */
  className: string | null;
  createdAt: string;
  updatedAt: string;
  questions: DataExportQuestion[];
}

export interface DataExport {
  schemaVersion: typeof DATA_EXPORT_SCHEMA_VERSION;
  exportedAt: string;
  account: {
    id: string;
    name: string;
    email: string;
    phone: string;
    role: string;
    signInWithGoogle: boolean;
    emailVerifiedAt: string | null;
    approvedAt: string | null;
    createdAt: string;
    lastSignInAt: string | null;
    tutorMode: string | null;
  };
  classes: { name: string; subject: string | null; joinedAt: string; endedAt: string | null }[];
  conversations: DataExportConversation[];
  contactQueries: {
    id: string;
    name: string;
    email: string;
    message: string;
    createdAt: string;
    handledAt: string | null;
    replies: DataExportTeacherNote[];
  }[];
  /**
   * Safety alerts raised by the student's messages: what and when, not the adults' notes (a
   * safeguarding record the school's lead gives on request; docs/privacy.md).
   */
  safetyAlerts: {
    id: string;
    tier: string;
    category: string;
    questionId: string;
    status: string;
    outcome: string | null;
    createdAt: string;
    resolvedAt: string | null;
  }[];
  securityEvents: { type: string; limitName: string | null; reason: string | null; createdAt: string }[];
  aiUsageByDay: { day: string; tokens: number }[];
  /** Who at the school opened the student's records (role only), and when. */
  accessLog: { by: ExportPerson; subject: string; createdAt: string }[];
}
