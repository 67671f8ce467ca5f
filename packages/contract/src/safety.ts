/**
 * Student safety (docs/safety.md): the alerts a message raises, as the console reads and handles
 * them, and what the student's page is told (the help card). The tiers and who is told are in
 * docs/safety.md, "Tiers".
 */
import type { PageQuery } from './api.js';

/** `urgent`: a student at risk, told at once; `concern`: a flag for the class's teachers; `conduct`: the daily digest. */
export type SafetyTier = 'urgent' | 'concern' | 'conduct';
export const SAFETY_TIERS: readonly SafetyTier[] = ['urgent', 'concern', 'conduct'];

/** What the message was about (the first check's family). */
export type SafetyCategory =
  | 'suicide'
  | 'self-harm'
  | 'abuse'
  | 'grooming'
  | 'threat'
  | 'eating'
  | 'distress'
  | 'bullying'
  | 'self-hatred'
  | 'substances'
  | 'sexual'
  | 'harmful-request'
  | 'conduct';

export type SafetyAlertStatus = 'open' | 'acknowledged' | 'resolved';
export type SafetyOutcome = 'handled' | 'false-alarm';

/**
 * GET /teacher/safety/alerts?status&tier&classId&page&pageSize (status defaults to open; `all`: every
 * status). Without `tier`, urgent and concern alerts: the conduct tier is the daily digest's, and is
 * listed only when asked for (`tier=conduct`).
 */
export interface SafetyAlertsQuery extends PageQuery {
  status?: SafetyAlertStatus | 'all';
  tier?: SafetyTier;
  classId?: string;
}

export interface SafetyAlertItem {
  id: string;
  tier: SafetyTier;
  category: SafetyCategory;
  questionId: string;
  conversationId: string;
  /** The conversation's class (its teachers are told); null: no class (admins only). */
  classId: string | null;
  student: { id: string; name: string };
  /** The student's account was deleted (its messages went with it; the alert stays as a record). */
  accountDeleted: boolean;
  status: SafetyAlertStatus;
  createdAt: string;
}
export interface SafetyAlertListResponse {
  success: true;
  items: SafetyAlertItem[];
  page: number;
  pageSize: number;
  total: number;
}

/** One turn shown with an alert: the message that raised it, and the turns before it. */
export interface SafetyExcerptTurn {
  questionId: string;
  question: string;
  /** The tutor's answer (null: none saved yet). */
  answer: string | null;
  createdAt: string;
}

/** GET /teacher/safety/alerts/:id (the opening is recorded in the access log). */
export interface SafetyAlertDetail extends SafetyAlertItem {
  /** The message that raised it, with up to two turns before it, oldest first; empty once deleted. */
  excerpt: SafetyExcerptTurn[];
  /** Which checks raised it: `screen:suicide.intent`, `classifier:openai:self-harm/intent`, `model:gemini:SAFETY`. */
  checks: string[];
  acknowledgedBy: { id: string; name: string } | null;
  acknowledgedAt: string | null;
  resolvedBy: { id: string; name: string } | null;
  resolvedAt: string | null;
  outcome: SafetyOutcome | null;
  note: string | null;
  /** When the adults were emailed (null: not emailed, e.g. no SMTP_URL); re-alert after SAFETY_ACK_MINUTES. */
  emailedAt: string | null;
  realertedAt: string | null;
}
export interface SafetyAlertResponse {
  success: true;
  alert: SafetyAlertDetail;
}

/** POST /teacher/safety/alerts/:id/resolve */
export interface ResolveSafetyAlertRequest {
  outcome: SafetyOutcome;
  /** What was done (up to 2,000 characters). */
  note?: string;
}

/** GET /teacher/safety/digest?date=YYYY-MM-DD: the conduct tier of one school day, per student. */
export interface SafetyDigestQuery {
  date?: string;
  classId?: string;
}
export interface SafetyDigestResponse {
  success: true;
  date: string;
  items: {
    student: { id: string; name: string };
    count: number;
    categories: SafetyCategory[];
    lastAt: string;
  }[];
}

/**
 * GET /teacher/safety/false-alarms (admins): alerts resolved as false alarms, with the message, to
 * review and add to the labelled set (bench/safety/data). Newest first.
 */
export interface SafetyFalseAlarmsResponse {
  success: true;
  items: {
    id: string;
    tier: SafetyTier;
    category: SafetyCategory;
    checks: string[];
    message: string;
    note: string | null;
    resolvedAt: string;
  }[];
}

/**
 * The help card (answer stream's `help` event; ConversationView.help): shown above the answer at
 * once when a message raises the urgent tier, and for the rest of the conversation.
 */
export interface AnswerHelpEvent {
  /** The school's SAFETY_HELP_RESOURCES (Markdown). */
  markdown: string;
}
