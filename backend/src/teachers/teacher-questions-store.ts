import type { EscalationStatus, FeedbackRating, QuestionStatus } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  type StudentScope,
  conversationInScope,
  isWholeSchool,
  scopeParams,
  studentAmongScope,
  studentInScope,
} from '../classes/student-scope.js';
import { likePattern } from '../common/values.js';

/** The console's filters; each unset one matches everything. */
export interface TeacherQuestionFilter {
  escalationStatus?: EscalationStatus;
  /** true: escalated only; false: never escalated. */
  escalated?: boolean;
  status?: QuestionStatus;
  studentId?: string;
  /**
   * The students whose questions are listed: those of the scope, narrowed to the names or emails
   * matching the student filter (`studentsOf`); unset: every student (an admin without a filter).
   */
  students?: string[];
  /** Part of a question or its answer. */
  text?: string;
  /**
   * The search parts whose words are common in the school (SearchWordShares): a teacher's page of
   * those reads their students' questions of the last RECENT_DAYS first.
   */
  commonWordsIn?: QuestionListPart[];
}

/**
 * How far back a teacher's search of a common word looks first (docs/decisions/0014-console-search.md,
 * "a common word, a teacher's last week first"): a week of a teacher's students is about 1,550
 * questions in a school year, whatever the size of the school or district.
 */
export const RECENT_DAYS = 7;
const RECENT = `now() - interval '${RECENT_DAYS} days'`;
/**
 * Within that week the last day is read first, and the rest of the week only when the day does not
 * fill the page: a word in a third of the answers ("water cycle") fills it from a teacher's day
 * (about 200 questions of a school year) where collecting the week's 1,550 answer vectors took 5 ms.
 */
const LAST_DAY = `now() - interval '1 day'`;

/**
 * The most students a search reads student by student (a common word: their week collected whole; a
 * rare word: one index scan per student). 500 students' week is about 6,000 questions (10 ms or so);
 * a scope that large is a big share of most schools, whose walk or AND meets its matches soon.
 */
export const BY_STUDENT_MAX = 500;

/** A search page's share of the time line: the last RECENT_DAYS, or everything before them. */
type Window = 'recent' | 'older';

export interface TeacherQuestionRow {
  id: string;
  text: string;
  status: QuestionStatus;
  created_at: Date;
  /** created_at to the microsecond (ISO 8601, UTC): the keyset cursor's. */
  cursor_at: string;
  student_id: string;
  student_name: string;
  student_email: string;
  escalation: EscalationStatus | null;
  reply_count: number;
  incorrect: boolean;
  feedback: FeedbackRating | null;
}

/**
 * One part of the list (shown one after the other, each newest first):
 * `waiting`: escalations still waiting; `rest`: every other question (the filter's escalation);
 * `wordsInQuestion` / `wordsInAnswerOnly`: a search's matches by the question's own words, then
 * those found only in the answer; `substring`: a search with no searchable word (only stop words
 * such as "the"), matched as text.
 */
export type QuestionListPart = 'waiting' | 'rest' | 'wordsInQuestion' | 'wordsInAnswerOnly' | 'substring';

/** Where a page starts: after this row (keyset), or after skipping rows (the old ?page=). */
export type PageStart = { after: { createdAt: string; id: string } } | { offset: number };

export interface TeacherQuestionDetailRow {
  id: string;
  text: string;
  answer: string | null;
  status: QuestionStatus;
  created_at: Date;
  student_id: string;
  student_name: string;
  student_email: string;
  feedback: FeedbackRating | null;
  feedback_comment: string | null;
  feedback_at: Date | null;
}

/** A statement's parameters, numbered as the conditions that use them are added. */
class Conditions {
  readonly values: unknown[] = [];

  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The SQL of the console's questions (questions with their students, escalations, replies, flags).
 * A list's statement is put together from fixed fragments, one per filter in use, every value a
 * parameter (no SQL is built from values), so each filter's query is one Postgres can plan with its
 * own index: the newest questions by questions_created_at_id_idx, a search by the GIN indexes.
 * Pages start after the last row seen (keyset), never by counting rows from the top.
 */
@Injectable()
export class TeacherQuestionsStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Waiting escalations of the scope's conversations (a class's teachers, else the admins: where
   * "Ask a teacher" goes), today's questions of the scope's students, open contact queries.
   */
  async overview(scope: StudentScope): Promise<{ waiting: number; open: number; today: number }> {
    // Each count reads an index alone: the escalations waiting with their conversation's class
    // (question_escalations_class_idx), the open contact queries (contact_queries_open_idx), today's
    // questions of the scope's students (questions_user_id_created_at_idx; the whole school's by
    // questions_created_at_id_idx).
    const todayOfScope = isWholeSchool(scope) ? '' : `AND ${studentAmongScope('q.user_id', '$1', '$2')}`;
    const [row] = await this.db.query<{ waiting: string; open: string; today: string }[]>(
      `SELECT (SELECT count(*) FROM question_escalations e
                WHERE e.status = 'waiting' AND ${conversationInScope('e.class_id', '$1', '$2')}) AS waiting,
              (SELECT count(*) FROM contact_queries WHERE handled_at IS NULL) AS open,
              (SELECT count(*) FROM questions q
                WHERE q.created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
                  ${todayOfScope}) AS today`,
      scopeParams(scope),
    );
    return {
      waiting: Number(row?.waiting ?? 0),
      open: Number(row?.open ?? 0),
      today: Number(row?.today ?? 0),
    };
  }

  /** The part's rows from `start` on, newest first, at most `limit`. */
  async page(
    part: QuestionListPart,
    filter: TeacherQuestionFilter,
    scope: StudentScope,
    start: PageStart,
    limit: number,
  ): Promise<TeacherQuestionRow[]> {
    const statement = (window?: Window, rows = limit) => this.pageStatement(part, filter, scope, start, rows, window);
    if (part === 'rest' || part === 'waiting') return this.db.query(...statement());
    // A search's page walks the newest questions until enough match. Split between parallel
    // workers, each walks its own share as far and the leader merges them: three times the rows
    // read, and the workers' start on a busy 2-core machine (a common word's page at 1,000,000
    // questions: 68 ms with two workers, 28 ms without). The setting lasts for this transaction only.
    return this.db.transaction(async (manager) => {
      await manager.query('SET LOCAL max_parallel_workers_per_gather = 0');
      if (!this.readsRecentFirst(part, filter, start))
        return manager.query(...statement()) as Promise<TeacherQuestionRow[]>;
      // One transaction, so both statements' now() is the same instant: no row falls between them.
      const recent: TeacherQuestionRow[] = await manager.query(...statement('recent'));
      if (recent.length >= limit) return recent;
      const older: TeacherQuestionRow[] = await manager.query(...statement('older', limit - recent.length));
      return [...recent, ...older];
    });
  }

  /**
   * Whether a search page reads the teacher's students' last RECENT_DAYS first: a word common in the
   * school is found there at once, where walking the school's newest questions for the teacher's
   * students' matches reads the more rows the bigger the school is. Not for a rare word (the week
   * would mostly come back short, and the word's index finds its few matches anyway), not for the
   * whole school or more than BY_STUDENT_MAX students (their walk meets a match every few rows),
   * not deeper than the week.
   */
  private readsRecentFirst(part: QuestionListPart, filter: TeacherQuestionFilter, start: PageStart): boolean {
    if (!this.readsByStudent(part, filter) || !filter.commonWordsIn?.includes(part)) return false;
    if ('offset' in start) return start.offset === 0;
    return Date.parse(start.after.createdAt) > Date.now() - RECENT_DAYS * 86_400_000;
  }

  /** Whether the part is a search of a scope of at most BY_STUDENT_MAX students. */
  private readsByStudent(part: QuestionListPart, filter: TeacherQuestionFilter): boolean {
    const search = part === 'wordsInQuestion' || part === 'wordsInAnswerOnly';
    return search && filter.students !== undefined && filter.students.length <= BY_STUDENT_MAX;
  }

  /** A page's statement and its parameters; `window` limits it to a share of the time line. */
  private pageStatement(
    part: QuestionListPart,
    filter: TeacherQuestionFilter,
    scope: StudentScope,
    start: PageStart,
    limit: number,
    window?: Window,
  ): [string, unknown[]] {
    // A rare word's matches are read one student at a time, each an index scan of that student and
    // the word (questions_user_text_search_idx, questions_user_answer_search_idx), then sorted; a
    // common word's older questions keep the walk, which meets them soon.
    const byStudent = window === undefined && this.readsByStudent(part, filter) && !filter.commonWordsIn?.includes(part);
    const where = new Conditions();
    const { from, at, id, conditions } = this.source(part, filter, scope, where, { window, byStudent });
    const keyset =
      'after' in start
        ? `AND (${at}, ${id}) < (${where.param(start.after.createdAt)}::timestamptz, ${where.param(start.after.id)}::uuid)`
        : '';
    const offset = 'offset' in start ? start.offset : 0;
    const [rows, skip] = [where.param(limit), where.param(offset)];
    const page = `LIMIT ${rows} OFFSET ${skip}`;
    // The week's matches are collected whole (CTEs kept apart: at most the teacher's students' week
    // of questions), then sorted. Asked for the newest few, Postgres would walk the school's newest
    // questions instead, the walk that grows with the school. The rest of the week is read only when
    // the last day holds too few (a one-time filter: the scan does not start otherwise).
    const matches = (span: string) => `SELECT ${id} AS id, ${at} AS at FROM ${from} WHERE ${conditions} ${span} ${keyset}`;
    const [recentMatches, ids] =
      window === 'recent'
        ? [
            `WITH day AS MATERIALIZED (${matches(`AND ${at} >= ${LAST_DAY}`)}),
                  rest_of_week AS MATERIALIZED (${matches(`AND ${at} < ${LAST_DAY}`)}
                                        AND (SELECT count(*) FROM day) < ${rows}::bigint + ${skip}::bigint),
                  recent AS (SELECT * FROM day UNION ALL SELECT * FROM rest_of_week)\n`,
            `SELECT id FROM recent ORDER BY at DESC, id DESC ${page}`,
          ]
        : byStudent
          ? [
              '',
              // OFFSET 0 keeps the subquery apart: flattened, Postgres ANDs the word with every row of
              // the students from questions_user_id_created_at_idx instead (a teacher's year).
              `SELECT m.id FROM unnest(${where.param(filter.students)}::uuid[]) s(user_id)
                 CROSS JOIN LATERAL (SELECT ${id} AS id, ${at} AS at FROM ${from}
                                      WHERE q.user_id = s.user_id AND ${conditions} ${keyset} OFFSET 0) m
                ORDER BY m.at DESC, m.id DESC ${page}`,
            ]
          : ['', `SELECT ${id} AS id FROM ${from} WHERE ${conditions} ${keyset} ORDER BY ${at} DESC, ${id} DESC ${page}`];
    const sql = `${recentMatches}SELECT q.id, q.text, q.status, q.created_at,
              to_char(q.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
              u.id AS student_id, u.name AS student_name, u.email AS student_email,
              (SELECT e.status FROM question_escalations e WHERE e.question_id = q.id) AS escalation, q.feedback,
              (SELECT count(*)::int FROM teacher_replies r WHERE r.question_id = q.id) AS reply_count,
              EXISTS (SELECT 1 FROM answer_flags f WHERE f.question_id = q.id) AS incorrect
         FROM (${ids}) p
         JOIN questions q ON q.id = p.id
         JOIN users u ON u.id = q.user_id
        ORDER BY q.created_at DESC, q.id DESC`;
    return [sql, where.values];
  }

  /** How many rows the part has, counted up to `cap` (a person reads "200+", not a big number). */
  async count(
    part: QuestionListPart,
    filter: TeacherQuestionFilter,
    scope: StudentScope,
    cap: number,
  ): Promise<number> {
    const where = new Conditions();
    const { from, conditions } = this.source(part, filter, scope, where);
    const [row] = await this.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${conditions} LIMIT ${where.param(cap)}) c`,
      where.values,
    );
    return row?.n ?? 0;
  }

  /**
   * Where the part's rows are read, newest first: a part of one escalation status (the waiting
   * ones; the answered ones when the filter asks for them) from the escalations of that status by
   * question_escalations_list_idx, which carries each question's time and student (a few thousand
   * escalations, not a million questions walked to find them); every other part from the questions.
   * `at` and `id` are the same values either way (the question's creation time and id).
   */
  private source(
    part: QuestionListPart,
    filter: TeacherQuestionFilter,
    scope: StudentScope,
    where: Conditions,
    reading: { window?: Window; byStudent?: boolean } = {},
  ): { from: string; at: string; id: string; conditions: string } {
    const status =
      part === 'waiting' ? 'waiting' : part === 'rest' && filter.text === undefined ? filter.escalationStatus : undefined;
    if (status === undefined)
      return {
        from: 'questions q',
        at: 'q.created_at',
        id: 'q.id',
        conditions: this.conditions(part, filter, scope, where, reading),
      };
    const byEscalation = [`e.status = ${where.param(status)}`];
    if (filter.students !== undefined) byEscalation.push(`e.user_id = ANY(${where.param(filter.students)}::uuid[])`);
    const keys = { at: 'e.question_created_at', id: 'e.question_id' };
    // The escalations alone answer the scope (their student); the questions only for their filters.
    if (filter.status === undefined && filter.studentId === undefined)
      return { from: 'question_escalations e', ...keys, conditions: byEscalation.join(' AND ') };
    return {
      from: 'question_escalations e JOIN questions q ON q.id = e.question_id',
      ...keys,
      conditions: [...byEscalation, this.conditions(part, filter, scope, where, { escalationTests: false })].join(
        '\n          AND ',
      ),
    };
  }

  /**
   * The ids of the scope's students whose name or email contains `text` (any text: undefined);
   * undefined when that is every student (an admin, no class, no text).
   */
  async studentsOf(scope: StudentScope, text: string | undefined): Promise<string[] | undefined> {
    if (isWholeSchool(scope) && text === undefined) return undefined;
    const rows = await this.db.query<{ id: string }[]>(
      `SELECT u.id FROM users u
        WHERE ${studentInScope('u.id', '$1', '$2')}
          AND ($3::text IS NULL OR u.email ILIKE $3::text OR u.name ILIKE $3::text)`,
      [...scopeParams(scope), text === undefined ? null : likePattern(text)],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Whether `text` has a word full-text search can look for (not only stop words like "the"), and
   * its words as the index holds them (lexemes: "plants" is "plant").
   */
  async searchWords(text: string): Promise<{ searchable: boolean; lexemes: string[] }> {
    const [row] = await this.db.query<{ searchable: boolean; lexemes: string[] }[]>(
      `SELECT numnode(websearch_to_tsquery('english', $1)) > 0 AS searchable,
              tsvector_to_array(to_tsvector('english', $1)) AS lexemes`,
      [text],
    );
    return { searchable: row?.searchable ?? false, lexemes: row?.lexemes ?? [] };
  }

  /**
   * The words Postgres's statistics list as the most common in the questions' and in the answers'
   * vectors, with the share of rows holding each (pg_stats, from the last ANALYZE; none before one).
   */
  async commonWords(): Promise<{ vector: 'text_search' | 'answer_search'; lexeme: string; share: number }[]> {
    return this.db.query(
      `SELECT s.attname AS vector, w.lexeme, w.share
         FROM pg_stats s,
              unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS w(lexeme, share)
        WHERE s.schemaname = current_schema() AND s.tablename = 'questions'
          AND s.attname IN ('text_search', 'answer_search') AND w.lexeme IS NOT NULL`,
    );
  }

  /**
   * The part's conditions on `questions q`: fixed fragments, every value a parameter. A search
   * finds a question's words in its stored text_search vector (questions_text_search_vector_idx)
   * and an answer's in its stored answer_search vector (questions_answer_search_vector_idx): a row
   * checked again, or passed by a walk through the newest questions, is read, never parsed.
   * In the `recent` window the words are checked row by row (`ts_match_vq`, the function behind `@@`,
   * which no index serves): the teacher's week is read by questions_user_id_created_at_idx, and
   * Postgres would otherwise AND it with the word's whole bitmap, every match in the school.
   */
  private conditions(
    part: QuestionListPart,
    filter: TeacherQuestionFilter,
    scope: StudentScope,
    where: Conditions,
    {
      escalationTests = true,
      window,
      byStudent = false,
    }: { escalationTests?: boolean; window?: Window; byStudent?: boolean } = {},
  ): string {
    const list: string[] = [];
    // The scope's students as a list of ids, not a join: a cheap test Postgres runs before the
    // others, whatever plan it picks. byStudent: the statement reads those students one by one.
    if (filter.students !== undefined) {
      if (!byStudent) list.push(`q.user_id = ANY(${where.param(filter.students)}::uuid[])`);
    } else {
      const [teacher, klass] = scopeParams(scope).map((value) => `${where.param(value)}::uuid`) as [string, string];
      list.push(studentInScope('q.user_id', teacher, klass));
    }
    // escalationTests false: the rows come from the escalations of the part's status (source).
    if (escalationTests) list.push(...this.escalationConditions(part, filter, where));
    if (filter.status !== undefined) list.push(`q.status = ${where.param(filter.status)}`);
    if (filter.studentId !== undefined) list.push(`q.user_id = ${where.param(filter.studentId)}::uuid`);
    if (window === 'recent') list.push(`q.created_at >= ${RECENT}`);
    if (window === 'older') list.push(`q.created_at < ${RECENT}`);

    if (filter.text !== undefined) {
      if (part === 'substring') {
        const pattern = where.param(likePattern(filter.text));
        list.push(`(q.text ILIKE ${pattern} OR q.answer ILIKE ${pattern})`);
      } else {
        const words = `websearch_to_tsquery('english', ${where.param(filter.text)})`;
        const matches = (vector: string) =>
          window === 'recent' ? `ts_match_vq(${vector}, ${words})` : `${vector} @@ ${words}`;
        const inQuestion = matches('q.text_search');
        if (part === 'wordsInQuestion') list.push(inQuestion);
        if (part === 'wordsInAnswerOnly') list.push(matches('q.answer_search'), `NOT (${inQuestion})`);
      }
    }
    return list.join('\n          AND ');
  }

  /** The part's and the filter's tests of a question's escalation. */
  private escalationConditions(part: QuestionListPart, filter: TeacherQuestionFilter, where: Conditions): string[] {
    const list: string[] = [];
    const escalation = (status: string) =>
      `EXISTS (SELECT 1 FROM question_escalations e WHERE e.question_id = q.id AND e.status = ${where.param(status)})`;
    if (part === 'waiting') list.push(escalation('waiting'));
    else if (filter.escalationStatus) list.push(escalation(filter.escalationStatus));
    else if (filter.escalated === true)
      list.push(`EXISTS (SELECT 1 FROM question_escalations e WHERE e.question_id = q.id)`);
    else if (filter.escalated === false)
      list.push(`NOT EXISTS (SELECT 1 FROM question_escalations e WHERE e.question_id = q.id)`);
    if (part === 'rest')
      list.push(`NOT EXISTS (SELECT 1 FROM question_escalations e
                              WHERE e.question_id = q.id AND e.status = 'waiting')`);
    return list;
  }

  /** The question, if its student is in the scope. */
  async detail(questionId: string, scope: StudentScope): Promise<TeacherQuestionDetailRow | undefined> {
    const [row] = await this.db.query<TeacherQuestionDetailRow[]>(
      `SELECT q.id, q.text, q.answer, q.status, q.created_at, u.id AS student_id, u.name AS student_name,
              u.email AS student_email, q.feedback, q.feedback_comment, q.feedback_at
         FROM questions q JOIN users u ON u.id = q.user_id
        WHERE q.id = $1 AND ${studentInScope('q.user_id', '$2', '$3')}`,
      [questionId, ...scopeParams(scope)],
    );
    return row;
  }

  /** Whether the question exists and its student is in the scope. */
  async exists(questionId: string, scope: StudentScope): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM questions q WHERE q.id = $1 AND ${studentInScope('q.user_id', '$2', '$3')}`,
      [questionId, ...scopeParams(scope)],
    );
    return rows.length > 0;
  }

  /** The reply, and the escalation answered, together. */
  async addReply(questionId: string, teacherId: string, body: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.query(`INSERT INTO teacher_replies (question_id, teacher_id, body) VALUES ($1, $2, $3)`, [
        questionId,
        teacherId,
        body,
      ]);
      await manager.query(
        `UPDATE question_escalations SET status = 'answered', updated_at = now() WHERE question_id = $1`,
        [questionId],
      );
    });
  }

  async addFlag(questionId: string, teacherId: string, comment: string): Promise<void> {
    await this.db.query(`INSERT INTO answer_flags (question_id, teacher_id, comment) VALUES ($1, $2, $3)`, [
      questionId,
      teacherId,
      comment,
    ]);
  }
}
