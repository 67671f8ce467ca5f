import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContactQueryRow as InboxContactQueryRow } from '../../contact/contact-query-store.js';
import type { Queryable } from '../../database/queryable.js';

/** Another person as the export names them: their role only ('deleted' once their account is gone). */
export type PersonRole = 'student' | 'teacher' | 'admin' | 'deleted';

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: string;
  google: boolean;
  email_verified_at: Date | null;
  approved_at: Date | null;
  created_at: Date;
  last_sign_in_at: Date | null;
  tutor_mode: string | null;
}
export interface ClassRow {
  name: string;
  subject: string | null;
  joined_at: Date;
  ended_at: Date | null;
}
export interface ConversationRow {
  id: string;
  title: string;
  mode: string;
  class_name: string | null;
  created_at: Date;
  updated_at: Date;
}
export interface QuestionRow {
  id: string;
  conversation_id: string;
  text: string;
  answer: string | null;
  status: string;
  withheld: string | null;
  feedback: 'up' | 'down' | null;
  feedback_comment: string | null;
  feedback_at: Date | null;
  input_tokens: number | null;
  output_tokens: number | null;
  created_at: Date;
  escalation_note: string | null;
  escalation_status: string | null;
  escalated_at: Date | null;
}
export interface AnswerVersionRow {
  question_id: string;
  answer: string | null;
  status: string;
  feedback: 'up' | 'down' | null;
  feedback_comment: string | null;
  answered_at: Date;
  replaced_at: Date;
}
/** A teacher's reply or "incorrect" flag on a question, or a reply to a contact query. */
export interface StaffNoteRow {
  parent_id: string;
  kind: 'reply' | 'flag';
  by_role: PersonRole;
  body: string;
  created_at: Date;
}
/** A contact query sent from the account (the inbox's row without the account it matches). */
export type ContactQueryRow = Omit<InboxContactQueryRow, 'account_id'>;
export interface SafetyAlertRow {
  id: string;
  tier: string;
  category: string;
  question_id: string;
  status: string;
  outcome: string | null;
  created_at: Date;
  resolved_at: Date | null;
}
export interface SecurityEventRow {
  type: string;
  limit_name: string | null;
  reason: string | null;
  created_at: Date;
}
export interface AiUsageRow {
  day: string;
  tokens: string;
}
export interface AccessRow {
  by_role: PersonRole;
  subject: string;
  created_at: Date;
}

/** The role of the account `column` names, never their name or email. */
const roleOf = (column: string) =>
  `coalesce((SELECT who.role FROM users who WHERE who.id = ${column}), 'deleted')`;

/**
 * Everything the product holds about one account, read for its data export (docs/privacy.md, the
 * data map). Other people are read as their role only: the queries never select another account's
 * name or email.
 */
@Injectable()
export class DataExportStore {
  constructor(@InjectDataSource() private readonly db: Queryable) {}

  async account(userId: string): Promise<AccountRow | undefined> {
    const rows: AccountRow[] = await this.db.query(
      `SELECT u.id, u.name, u.email, u.phone, u.role, u.google_uid IS NOT NULL AS google,
              u.email_verified_at, u.approved_at, u.created_at, u.last_sign_in_at, p.mode AS tutor_mode
         FROM users u LEFT JOIN tutor_preferences p ON p.user_id = u.id
        WHERE u.id = $1`,
      [userId],
    );
    return rows[0];
  }

  /** The account's row when it is a student's (admins act on students only). */
  async isStudent(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM users WHERE id = $1 AND role = 'student'`, [
      userId,
    ]);
    return rows.length > 0;
  }

  classes(userId: string): Promise<ClassRow[]> {
    return this.db.query(
      `SELECT c.name, c.subject, m.joined_at, m.ended_at
         FROM class_students m JOIN classes c ON c.id = m.class_id
        WHERE m.user_id = $1 ORDER BY m.joined_at, c.id`,
      [userId],
    );
  }

  conversations(userId: string): Promise<ConversationRow[]> {
    return this.db.query(
      `SELECT v.id, v.title, v.mode, c.name AS class_name, v.created_at, v.updated_at
         FROM conversations v LEFT JOIN classes c ON c.id = v.class_id
        WHERE v.user_id = $1 ORDER BY v.created_at, v.id`,
      [userId],
    );
  }

  questions(userId: string): Promise<QuestionRow[]> {
    return this.db.query(
      `SELECT q.id, q.conversation_id, q.text, q.answer, q.status, q.withheld, q.feedback,
              q.feedback_comment, q.feedback_at, q.input_tokens, q.output_tokens, q.created_at,
              e.note AS escalation_note, e.status AS escalation_status, e.created_at AS escalated_at
         FROM questions q LEFT JOIN question_escalations e ON e.question_id = q.id
        WHERE q.user_id = $1 ORDER BY q.created_at, q.id`,
      [userId],
    );
  }

  answerVersions(userId: string): Promise<AnswerVersionRow[]> {
    return this.db.query(
      `SELECT a.question_id, a.answer, a.status, a.feedback, a.feedback_comment, a.answered_at, a.replaced_at
         FROM answer_versions a JOIN questions q ON q.id = a.question_id
        WHERE q.user_id = $1 ORDER BY a.replaced_at, a.id`,
      [userId],
    );
  }

  /** Teachers' replies to the account's questions and their "incorrect" flags on its answers. */
  questionNotes(userId: string): Promise<StaffNoteRow[]> {
    return this.db.query(
      `SELECT r.question_id AS parent_id, 'reply' AS kind, ${roleOf('r.teacher_id')} AS by_role, r.body, r.created_at
         FROM teacher_replies r JOIN questions q ON q.id = r.question_id WHERE q.user_id = $1
       UNION ALL
       SELECT f.question_id, 'flag', ${roleOf('f.teacher_id')}, f.comment, f.created_at
         FROM answer_flags f JOIN questions q ON q.id = f.question_id WHERE q.user_id = $1
       ORDER BY created_at`,
      [userId],
    );
  }

  /** Contact queries sent while signed in to the account. */
  contactQueries(userId: string): Promise<ContactQueryRow[]> {
    return this.db.query(
      `SELECT id, name, email, message, created_at, handled_at
         FROM contact_queries WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  contactReplies(userId: string): Promise<StaffNoteRow[]> {
    return this.db.query(
      `SELECT r.contact_query_id AS parent_id, 'reply' AS kind, ${roleOf('r.teacher_id')} AS by_role, r.body,
              r.created_at
         FROM contact_replies r JOIN contact_queries c ON c.id = r.contact_query_id
        WHERE c.user_id = $1 ORDER BY r.created_at, r.id`,
      [userId],
    );
  }

  safetyAlerts(userId: string): Promise<SafetyAlertRow[]> {
    return this.db.query(
      `SELECT id, tier, category, question_id, status, outcome, created_at, resolved_at
         FROM safety_alerts WHERE student_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  securityEvents(userId: string): Promise<SecurityEventRow[]> {
    return this.db.query(
      `SELECT type, limit_name, reason, created_at FROM security_events
        WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  aiUsageByDay(userId: string): Promise<AiUsageRow[]> {
    return this.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, tokens::text FROM ai_daily_usage
        WHERE user_id = $1 ORDER BY day`,
      [userId],
    );
  }

  /** Who at the school opened the account's records (by role), from the access log. */
  accessLog(userId: string): Promise<AccessRow[]> {
    return this.db.query(
      `SELECT ${roleOf('l.teacher_id')} AS by_role, l.subject, l.created_at
         FROM support_access_log l WHERE l.student_id = $1 ORDER BY l.id`,
      [userId],
    );
  }
}
