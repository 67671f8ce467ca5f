import type { QuestionStatus, TutorMode } from '@elearning/contract';
import { type BeforeApplicationShutdown, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiErrorException } from '../../common/api-error.js';
import { GroupCommitQueue } from '../../common/batching/group-commit-queue.js';
import { BATCHED_INSERT_OPTIONS } from '../../database/batched-insert.js';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';
import type { TokenUsage } from '../ai/answer-provider.js';
import type { WithheldReason } from '../entities/question.entity.js';
import { QUESTION_NOT_FOUND } from '../questions.service.js';
import { isUuid } from '../../common/values.js';
import type { OpenHoursSlot } from '@elearning/contract';
import type { ClassRules } from '../../classes/class-rules.js';
import type { EarlierTurn } from '../prompting/conversation-history.js';
import { DEFAULT_TUTOR_MODE } from '../prompting/tutor-instructions.js';

/** A question about to be answered (or re-attached to), with what its answer's request needs. */
export interface AnswerTurn {
  id: string;
  userId: string;
  text: string;
  answer: string | null;
  status: QuestionStatus;
  /** null only for rows written before conversations. */
  conversationId: string | null;
  /** The conversation's tutor mode (the default when it has none; Guide me in a hints-only class). */
  mode: TutorMode;
  /** The rules of the conversation's class, read with the turn (a change applies to the next answer); null: no class. */
  classRules: ClassRules | null;
  /**
   * The conversation's turns before this one, oldest first: the first, and the latest that can fit
   * in AI_HISTORY_CHARS (buildHistory picks exactly; never the whole of a long conversation).
   */
  earlier: EarlierTurn[];
}

/**
 * The earlier turns of `q`'s conversation that the model's history can hold: the first turn
 * always (buildHistory shortens it if it alone is over the budget, $3 characters), and the latest
 * turns whose questions and answers together fit in the budget, counted from the newest back.
 * A superset of what buildHistory keeps (its notes only add characters), so its choice is exact;
 * the rest of a long conversation never leaves Postgres.
 */
const EARLIER_TURNS_WITHIN_BUDGET = `
  SELECT json_agg(json_build_object('question', left(e.text, $3), 'answer', left(e.answer, $3), 'status', e.status)
                  ORDER BY e.created_at, e.id) AS earlier
    FROM (SELECT t.text, t.answer, t.status, t.created_at, t.id,
                 row_number() OVER (ORDER BY t.created_at, t.id) AS position,
                 sum(length(t.text) + coalesce(length(t.answer), 0))
                   OVER (ORDER BY t.created_at DESC, t.id DESC) AS newer_chars
            FROM questions t
           WHERE t.conversation_id = q.conversation_id AND (t.created_at, t.id) < (q.created_at, q.id)
         ) e
   WHERE e.position = 1 OR e.newer_chars <= $3`;

/** The rules of the turn's class (`cl`), read in the same statement as the turn. */
const CLASS_RULES_COLUMNS = `cl.id AS class_id, cl.name AS class_name, cl.archived_at IS NOT NULL AS class_archived,
  cl.tutor_paused, cl.guide_only, cl.instructions, cl.open_hours, cl.daily_tokens_per_student`;

interface ClassRulesRow {
  class_id: string | null;
  class_name: string | null;
  class_archived: boolean | null;
  tutor_paused: boolean | null;
  guide_only: boolean | null;
  instructions: string | null;
  open_hours: OpenHoursSlot[] | null;
  daily_tokens_per_student: number | null;
}

function classRulesOf(row: ClassRulesRow): ClassRules | null {
  if (row.class_id === null) return null;
  return {
    classId: row.class_id,
    className: row.class_name ?? '',
    archived: row.class_archived ?? false,
    tutorPaused: row.tutor_paused ?? false,
    guideOnly: row.guide_only ?? false,
    instructions: row.instructions ?? '',
    openHours: row.open_hours,
    dailyTokensPerStudent: row.daily_tokens_per_student,
  };
}

interface TurnLookup {
  userId: string;
  questionId: string;
  turn?: AnswerTurn;
}

interface SavedAnswer {
  questionId: string;
  text: string;
  status: QuestionStatus;
  usage: TokenUsage;
  withheld: WithheldReason | null;
}

/**
 * The answer flow's reads and writes, batched: when a class asks at once, the students' questions
 * (with their conversation's mode and earlier turns) are read by one query per batch instead of
 * three per student, and finished answers are saved by one statement per batch instead of a
 * four-round-trip transaction each. A lone request is not delayed: a batch is whatever arrived
 * while the previous one ran (GroupCommitQueue, no timer). Each save still resolves only after
 * its batch is committed.
 */
@Injectable()
export class AnswerStore implements BeforeApplicationShutdown {
  private readonly lookups: GroupCommitQueue<TurnLookup>;
  private readonly saves: GroupCommitQueue<SavedAnswer>;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: ResolvedConfig) {
    this.lookups = new GroupCommitQueue(
      async (items) => {
        const rows: ({
          id: string;
          user_id: string;
          text: string;
          answer: string | null;
          status: QuestionStatus;
          conversation_id: string | null;
          mode: TutorMode | null;
          earlier: EarlierTurn[] | null;
        } & ClassRulesRow)[] = await dataSource.query(
          `SELECT q.id, q.user_id, q.text, q.answer, q.status, q.conversation_id, c.mode, h.earlier,
                  ${CLASS_RULES_COLUMNS}
             FROM unnest($1::uuid[], $2::uuid[]) AS k(id, user_id)
             JOIN questions q ON q.id = k.id AND q.user_id = k.user_id
             LEFT JOIN conversations c ON c.id = q.conversation_id
             LEFT JOIN classes cl ON cl.id = c.class_id
             LEFT JOIN LATERAL (${EARLIER_TURNS_WITHIN_BUDGET}) h ON true`,
          [items.map((item) => item.questionId), items.map((item) => item.userId), config.ai.historyChars],
        );
        const found = new Map(rows.map((row) => [`${row.id} ${row.user_id}`, row]));
        for (const item of items) {
          const row = found.get(`${item.questionId} ${item.userId}`);
          if (!row) continue;
          const classRules = classRulesOf(row);
          item.turn = {
            id: row.id,
            userId: row.user_id,
            text: row.text,
            answer: row.answer,
            status: row.status,
            conversationId: row.conversation_id,
            mode: classRules?.guideOnly ? 'guide' : (row.mode ?? DEFAULT_TUTOR_MODE),
            classRules,
            earlier: row.earlier ?? [],
          };
        }
      },
      // Reads fail together (the database is down); no item can fail a batch alone.
      { ...BATCHED_INSERT_OPTIONS, name: 'answer_turns', isItemError: () => false },
    );
    this.saves = new GroupCommitQueue(
      async (items) => {
        // One statement: the answers and their conversations' last activity commit together.
        await dataSource.query(
          `WITH input AS (
             SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[])
               AS t(id, answer, status, input_tokens, output_tokens, withheld)
           ), saved AS (
             UPDATE questions q
                SET answer = i.answer, status = i.status, input_tokens = i.input_tokens,
                    output_tokens = i.output_tokens, withheld = i.withheld, updated_at = now()
               FROM input i WHERE q.id = i.id
             RETURNING q.conversation_id
           )
           UPDATE conversations SET updated_at = now()
            WHERE id IN (SELECT conversation_id FROM saved WHERE conversation_id IS NOT NULL)`,
          [
            items.map((item) => item.questionId),
            items.map((item) => (item.text === '' ? null : item.text)),
            items.map((item) => item.status),
            items.map((item) => item.usage.inputTokens),
            items.map((item) => item.usage.outputTokens),
            items.map((item) => item.withheld),
          ],
        );
      },
      { ...BATCHED_INSERT_OPTIONS, name: 'answers' },
    );
  }

  /** The student's own question with its conversation's mode and earlier turns; 404 for anyone else's. */
  async ownTurn(userId: string, questionId: string): Promise<AnswerTurn> {
    const lookup: TurnLookup = { userId, questionId };
    if (isUuid(questionId)) await this.lookups.add(lookup);
    if (!lookup.turn) throw new ApiErrorException(HttpStatus.NOT_FOUND, QUESTION_NOT_FOUND);
    return lookup.turn;
  }

  /** Saves an answer as it ended (its text, status, cost and why it is withheld); resolves once committed. */
  save(
    questionId: string,
    text: string,
    status: QuestionStatus,
    usage: TokenUsage,
    withheld: WithheldReason | null = null,
  ): Promise<void> {
    return this.saves.add({ questionId, text, status, usage, withheld });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([this.lookups.drain(), this.saves.drain()]);
  }
}
