/**
 * Human teacher support (docs/teachers.md): roles, escalations, teacher replies, the contact inbox and the
 * access log. Paths are relative to RuntimeConfig.apiBase; every teacher call (`/teacher/...`)
 * needs a teacher's token (401 without a token, 403 for a student's).
 */
import type { ClassScopedPageQuery, PageQuery, QuestionStatus } from './api.js';
import type { AnswerFeedback, FeedbackRating } from './tutor.js';

/** An admin (school administrator, safeguarding lead) is also a teacher everywhere. */
export type Role = 'student' | 'teacher' | 'admin';

/** GET /auth/me: who the stored token stands for, and the count the navigation shows. */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** The email was proven to be the account's (Google, the emailed link, an invitation, the operator). */
  emailVerified: boolean;
  /**
   * Someone vouched for the account (verified email or approved by a teacher): the full daily AI
   * allowance; otherwise the small one (AI_DAILY_TOKENS_UNVERIFIED) and the page says how to get more.
   */
  vouched: boolean;
}
export interface MeResponse {
  success: true;
  user: CurrentUser;
  /** Teacher answers and contact replies the student has not seen yet (POST /support/seen). */
  unseenReplies: number;
}

export type EscalationStatus = 'waiting' | 'answered';
export interface EscalationView {
  note: string;
  status: EscalationStatus;
  createdAt: string;
}
export interface TeacherReplyView {
  id: string;
  /** Markdown, rendered sanitized like the AI's answers. */
  body: string;
  teacherName: string;
  createdAt: string;
}
/** A teacher marked the AI answer incorrect; the student sees the comment as a warning. */
export interface AnswerFlagView {
  comment: string;
  teacherName: string;
  createdAt: string;
}
/** The teachers' side of one question, as its student and the teachers see it. */
export interface QuestionSupportView {
  escalation: EscalationView | null;
  replies: TeacherReplyView[];
  incorrect: AnswerFlagView | null;
}

/** One of the student's questions that teachers have touched (escalated, answered or flagged). */
export interface OwnQuestionSupport {
  questionId: string;
  /** The tutor conversation the question belongs to (its own id for a first question). */
  conversationId: string;
  support: QuestionSupportView;
}
/** GET /support/questions: the student's questions with teacher activity, newest first (at most 100). */
export interface OwnQuestionSupportResponse {
  success: true;
  items: OwnQuestionSupport[];
}

/** POST /ques/:id/escalate (the student's own question; idempotent: a second call changes nothing). */
export interface EscalateRequest {
  note?: string;
}
/** POST /ques/:id/escalate and GET /ques/:id/support. */
export interface QuestionSupportResponse {
  success: true;
  support: QuestionSupportView;
}

export interface ContactReplyView {
  id: string;
  body: string;
  teacherName: string;
  createdAt: string;
  /** Sent by email (SMTP_URL set and the mail server accepted it). */
  emailed: boolean;
}
/** One of the signed-in student's contact queries (same email as the account) with its replies. */
export interface OwnContactQueryView {
  id: string;
  message: string;
  createdAt: string;
  replies: ContactReplyView[];
}
/** GET /support/contact-replies: the student's contact queries that have replies, newest first. */
export interface OwnContactRepliesResponse {
  success: true;
  items: OwnContactQueryView[];
}

/** GET /teacher/overview */
export interface SupportOverview {
  escalationsWaiting: number;
  contactOpen: number;
  /** Questions asked since midnight UTC. */
  questionsToday: number;
}
export interface SupportOverviewResponse {
  success: true;
  overview: SupportOverview;
}

/** An account as the console names it. */
export interface PersonRef {
  id: string;
  name: string;
  email: string;
}
/** GET /teacher/questions?page&pageSize&escalation&status&student&q */
export type EscalationFilter = 'any' | 'waiting' | 'answered' | 'none' | 'escalated';
export interface TeacherQuestionSummary {
  id: string;
  userQues: string;
  status: QuestionStatus;
  createdAt: string;
  student: PersonRef;
  escalation: EscalationStatus | null;
  replyCount: number;
  incorrect: boolean;
  /** The student's thumbs up / down on the answer (docs/tutor.md, feedback). */
  feedback: FeedbackRating | null;
}
export interface TeacherQuestionsQuery extends ClassScopedPageQuery {
  escalation?: EscalationFilter;
  status?: QuestionStatus;
  /** A student's name or email, or part of it. */
  student?: string;
  /**
   * Words in the question or the answer (full-text: "photosynthesis" also finds "photosynthesise";
   * the question's own words rank before the answer's, newest first within each).
   */
  q?: string;
  /** The page after the last row seen: the previous page's `nextCursor` (with the same filters). */
  after?: string;
}
export interface TeacherQuestionListResponse {
  success: true;
  items: TeacherQuestionSummary[];
  /** The `page` asked for (numbered pages count from the top: slow deep in a big list); 0 after a cursor. */
  page: number;
  pageSize: number;
  /**
   * Counted on the first page only (null after a cursor, and for a search with more than one page),
   * up to 200: see totalCapped.
   */
  total: number | null;
  /** true: there are more than `total` (shown as "200+"). */
  totalCapped: boolean;
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
}
/** GET /teacher/questions/:id (recorded in the access log). */
export interface TeacherQuestionDetail {
  id: string;
  userQues: string;
  answer: string | null;
  status: QuestionStatus;
  createdAt: string;
  student: PersonRef;
  support: QuestionSupportView;
  /** What the student said about the answer: thumbs up / down and the optional comment. */
  feedback: AnswerFeedback | null;
}
export interface TeacherQuestionResponse {
  success: true;
  question: TeacherQuestionDetail;
}
/** POST /teacher/questions/:id/replies and POST /teacher/contact/:id/replies */
export interface TeacherReplyRequest {
  body: string;
}
/** POST /teacher/questions/:id/incorrect */
export interface FlagIncorrectRequest {
  comment: string;
}

/** GET /teacher/contact?state=open|handled|all&pageSize&after (or the old &page) */
export type ContactState = 'open' | 'handled' | 'all';
export interface ContactQueryView {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
  /** The account with this email, if there is one (it then sees the replies in the app). */
  accountId: string | null;
  replies: ContactReplyView[];
}
export interface ContactInboxQuery extends PageQuery {
  state?: ContactState;
  /** The previous page's `nextCursor`: the page after it (keyset). */
  after?: string;
}
export interface ContactInboxResponse {
  success: true;
  items: ContactQueryView[];
  /** The `page` asked for (numbered pages count from the top: slow deep in a big inbox); 0 after a cursor. */
  page: number;
  pageSize: number;
  /** Counted on the first page only (null after a cursor), up to 200: see totalCapped. */
  total: number | null;
  /** true: there are more than `total` (shown as "200+"). */
  totalCapped: boolean;
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
}
/** GET /teacher/contact/:id (recorded in the access log) and POST /teacher/contact/:id/handled */
export interface ContactQueryResponse {
  success: true;
  query: ContactQueryView;
}
/** POST /teacher/contact/:id/replies */
export interface ContactReplyResponse {
  success: true;
  reply: ContactReplyView;
  /** Why the reply was not emailed (null when it was): no SMTP_URL, or the mail server's refusal. */
  notEmailedReason: string | null;
  /** A mailto: link with the reply, for the teacher to send it themselves when it was not emailed. */
  mailto: string | null;
}

/**
 * GET /teacher/access-log?student&page&pageSize: who opened what, when (append-only), and an admin's
 * download or deletion of a student's data on a parent's request, with the reason given.
 */
/** What was opened; `student`: the console's page of one student (sign-ins, classes, AI use). */
export type AccessSubject =
  'question' | 'contact_query' | 'safety_alert' | 'data_export' | 'account_deletion' | 'student';
export interface AccessLogEntryView {
  id: string;
  teacher: PersonRef;
  subject: AccessSubject;
  subjectId: string;
  /** The student whose question or contact query it was (null: a contact query without an account). */
  studentId: string | null;
  /** That student's name ("(deleted account)" once the account is gone); null with studentId. */
  studentName: string | null;
  /** Why an admin downloaded or deleted the student's data; null for an opening. */
  reason: string | null;
  createdAt: string;
}
export interface AccessLogQuery extends ClassScopedPageQuery {
  /** One student's record (their account id). */
  student?: string;
  /** The previous page's `nextCursor`: the page after it (keyset). */
  after?: string;
}
export interface AccessLogResponse {
  success: true;
  items: AccessLogEntryView[];
  /** The `page` asked for (numbered pages count from the top); 0 after a cursor. */
  page: number;
  pageSize: number;
  /** Counted on a numbered page only (null after a cursor), up to 200: see totalCapped. */
  total: number | null;
  /** true: there are more than `total` (shown as "200+"). */
  totalCapped: boolean;
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
}
