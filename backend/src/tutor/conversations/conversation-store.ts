import type { TutorMode } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Question } from '../entities/question.entity.js';

export interface ConversationRow {
  id: string;
  title: string;
  mode: TutorMode;
  class_id: string | null;
  created_at: Date;
  updated_at: Date;
  turn_count: number;
}

/** A page of a conversation's turns, oldest first, and how many were asked before them. */
export interface TurnsPage {
  turns: Question[];
  earlier: number;
  total: number;
}

/** A new conversation with its first question (ids made by the caller). */
export interface NewConversationRow {
  id: string;
  userId: string;
  text: string;
  /** null: the class the student used last among their classes now, or their only one, or none. */
  classId: string | null;
}

/**
 * The SQL of conversations and their turns (the `conversations` and `questions` tables as the
 * student's side reads them). The answer flow's batched reads and writes are in AnswerStore.
 */
@Injectable()
export class ConversationStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One statement per batch: the conversations, in the mode each student chose last and in their
   * class (the one named, else the student's class used last, else the one joined last), and their
   * first questions.
   */
  async insertNew(items: NewConversationRow[]): Promise<Map<string, TutorMode>> {
    const rows: { id: string; mode: TutorMode }[] = await this.dataSource.query(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[]) AS t(id, user_id, text, class_id)
       ), conversation AS (
         INSERT INTO conversations (id, user_id, title, mode, class_id)
         SELECT i.id, i.user_id, i.text, COALESCE(p.mode, 'explain'), COALESCE(i.class_id, d.class_id)
         FROM input i LEFT JOIN tutor_preferences p ON p.user_id = i.user_id
         LEFT JOIN LATERAL (
           SELECT s.class_id FROM class_students s JOIN classes k ON k.id = s.class_id AND k.archived_at IS NULL
            WHERE s.user_id = i.user_id AND s.ended_at IS NULL AND i.class_id IS NULL
            ORDER BY (SELECT max(u.updated_at) FROM conversations u
                       WHERE u.user_id = i.user_id AND u.class_id = s.class_id) DESC NULLS LAST,
                     s.joined_at DESC
            LIMIT 1
         ) d ON true
         RETURNING id, mode
       ), question AS (
         INSERT INTO questions (id, user_id, text, conversation_id) SELECT id, user_id, text, id FROM input
       )
       SELECT id, mode FROM conversation`,
      [
        items.map((i) => i.id),
        items.map((i) => i.userId),
        items.map((i) => i.text),
        items.map((i) => i.classId),
      ],
    );
    return new Map(rows.map((row) => [row.id, row.mode]));
  }

  /** The student's conversations, latest activity first, with their turn counts, and how many there are. */
  async listOwn(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: ConversationRow[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT c.id, c.title, c.mode, c.class_id, c.created_at, c.updated_at,
                (SELECT count(*)::int FROM questions q WHERE q.conversation_id = c.id) AS turn_count
         FROM conversations c WHERE c.user_id = $1
         ORDER BY c.updated_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
        [userId, limit, offset],
      ) as Promise<ConversationRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM conversations WHERE user_id = $1`, [
        userId,
      ]) as Promise<[{ total: number }]>,
    ]);
    return { rows, total };
  }

  /**
   * The latest `limit` turns asked before the turn `before` (null: the latest of all), oldest
   * first: a long conversation is read a page at a time (questions_conversation_id_created_at_idx).
   */
  async turnsPage(conversationId: string, before: string | null, limit: number): Promise<TurnsPage> {
    const query = this.dataSource
      .getRepository(Question)
      .createQueryBuilder('q')
      .where('q.conversation_id = :conversationId', { conversationId })
      .orderBy('q.created_at', 'DESC')
      .addOrderBy('q.id', 'DESC')
      .limit(limit);
    if (before !== null)
      query.andWhere(
        `(q.created_at, q.id) < (SELECT b.created_at, b.id FROM questions b
                                  WHERE b.id = :before AND b.conversation_id = :conversationId)`,
        { before },
      );
    const turns = (await query.getMany()).reverse();
    const first = turns[0];
    const [{ total, earlier }]: [{ total: number; earlier: number }] = await this.dataSource.query(
      `SELECT count(*)::int AS total,
              (count(*) FILTER (WHERE (created_at, id) < ($2::timestamptz, $3::uuid)))::int AS earlier
         FROM questions WHERE conversation_id = $1`,
      [conversationId, first?.createdAt ?? new Date(0), first?.id ?? '00000000-0000-0000-0000-000000000000'],
    );
    return { turns, earlier, total };
  }

  /** How many earlier answers Regenerate kept, per turn. */
  async earlierVersionCounts(questionIds: string[]): Promise<Map<string, number>> {
    if (questionIds.length === 0) return new Map();
    const rows: { question_id: string; count: number }[] = await this.dataSource.query(
      `SELECT question_id, count(*)::int AS count FROM answer_versions
       WHERE question_id = ANY($1::uuid[]) GROUP BY question_id`,
      [questionIds],
    );
    return new Map(rows.map((row) => [row.question_id, row.count]));
  }

  /** The conversation's latest turn: never the whole conversation. */
  lastTurn(
    conversationId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Question | null> {
    return manager.findOne(Question, {
      where: { conversationId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** A message of the conversation raised the urgent tier: its help card stays (docs/safety.md). */
  async markHelpShown(conversationId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE conversations SET help_shown_at = coalesce(help_shown_at, now()) WHERE id = $1`,
      [conversationId],
    );
  }
}
