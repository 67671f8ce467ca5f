import type { DataExport, DataExportQuestion, DataExportTeacherNote, ExportPerson } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { iso } from '../../common/values.js';
import { DataExportStore, type PersonRole, type StaffNoteRow } from './data-export-store.js';

const PERSON: Record<PersonRole, ExportPerson> = {
  student: 'student',
  teacher: 'teacher',
  admin: 'admin',
  deleted: 'a deleted account',
};

/** The contract's DATA_EXPORT_SCHEMA_VERSION (a value the backend does not import at run time). */
const SCHEMA_VERSION: DataExport['schemaVersion'] = 1;

const isoOrNull = (value: Date | null) => (value === null ? null : iso(value));

const note = (row: StaffNoteRow): DataExportTeacherNote => ({
  by: PERSON[row.by_role],
  body: row.body,
  createdAt: iso(row.created_at),
});

/** Groups rows by one of their keys, in their order. */
function byKey<Row>(rows: Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * A student's data as one document (the `DataExport` of the contract, schemaVersion 1): every kind
 * of record the product holds about the account, other people by role only.
 */
@Injectable()
export class DataExportService {
  constructor(private readonly store: DataExportStore) {}

  /** undefined: no such account. */
  async build(userId: string, now: Date): Promise<DataExport | undefined> {
    const account = await this.store.account(userId);
    if (!account) return undefined;
    const [classes, conversations, questions, versions, notes, contacts, contactReplies, alerts, events, usage, access] =
      await Promise.all([
        this.store.classes(userId),
        this.store.conversations(userId),
        this.store.questions(userId),
        this.store.answerVersions(userId),
        this.store.questionNotes(userId),
        this.store.contactQueries(userId),
        this.store.contactReplies(userId),
        this.store.safetyAlerts(userId),
        this.store.securityEvents(userId),
        this.store.aiUsageByDay(userId),
        this.store.accessLog(userId),
      ]);
    const versionsOf = byKey(versions, (row) => row.question_id);
    const notesOf = byKey(notes, (row) => row.parent_id);
    const questionsOf = byKey(
      questions.map((q): DataExportQuestion & { conversationId: string } => {
        const staff = notesOf.get(q.id) ?? [];
        return {
          conversationId: q.conversation_id,
          id: q.id,
          text: q.text,
          answer: q.answer,
          status: q.status,
          withheld: q.withheld,
          feedback: q.feedback,
          feedbackComment: q.feedback_comment,
          feedbackAt: isoOrNull(q.feedback_at),
          inputTokens: q.input_tokens,
          outputTokens: q.output_tokens,
          createdAt: iso(q.created_at),
          earlierAnswers: (versionsOf.get(q.id) ?? []).map((v) => ({
            answer: v.answer,
            status: v.status,
            feedback: v.feedback,
            feedbackComment: v.feedback_comment,
            answeredAt: iso(v.answered_at),
            replacedAt: iso(v.replaced_at),
          })),
          escalation:
            q.escalated_at === null
              ? null
              : { note: q.escalation_note ?? '', status: q.escalation_status ?? '', createdAt: iso(q.escalated_at) },
          teacherReplies: staff.filter((row) => row.kind === 'reply').map(note),
          incorrectFlags: staff.filter((row) => row.kind === 'flag').map(note),
        };
      }),
      (q) => q.conversationId,
    );
    const repliesOf = byKey(contactReplies, (row) => row.parent_id);
    return {
      schemaVersion: SCHEMA_VERSION,
      exportedAt: iso(now),
      account: {
        id: account.id,
        name: account.name,
        email: account.email,
        phone: account.phone,
        role: account.role,
        signInWithGoogle: account.google,
        emailVerifiedAt: isoOrNull(account.email_verified_at),
        approvedAt: isoOrNull(account.approved_at),
        createdAt: iso(account.created_at),
        lastSignInAt: isoOrNull(account.last_sign_in_at),
        tutorMode: account.tutor_mode,
      },
      classes: classes.map((c) => ({
        name: c.name,
        subject: c.subject,
        joinedAt: iso(c.joined_at),
        endedAt: isoOrNull(c.ended_at),
      })),
      conversations: conversations.map((c) => ({
        id: c.id,
        title: c.title,
        mode: c.mode,
        className: c.class_name,
        createdAt: iso(c.created_at),
        updatedAt: iso(c.updated_at),
        questions: (questionsOf.get(c.id) ?? []).map(({ conversationId: _conversation, ...q }) => q),
      })),
      contactQueries: contacts.map((c) => ({
        id: c.id,
        name: c.name,
        email: c.email,
        message: c.message,
        createdAt: iso(c.created_at),
        handledAt: isoOrNull(c.handled_at),
        replies: (repliesOf.get(c.id) ?? []).map(note),
      })),
      safetyAlerts: alerts.map((a) => ({
        id: a.id,
        tier: a.tier,
        category: a.category,
        questionId: a.question_id,
        status: a.status,
        outcome: a.outcome,
        createdAt: iso(a.created_at),
        resolvedAt: isoOrNull(a.resolved_at),
      })),
      securityEvents: events.map((e) => ({
        type: e.type,
        limitName: e.limit_name,
        reason: e.reason,
        createdAt: iso(e.created_at),
      })),
      aiUsageByDay: usage.map((u) => ({ day: u.day, tokens: Number(u.tokens) })),
      accessLog: access.map((a) => ({ by: PERSON[a.by_role], subject: a.subject, createdAt: iso(a.created_at) })),
    };
  }
}
