import type {
  AnswerFeedback,
  ConversationListResponse,
  ConversationSummary,
  ConversationView,
  FeedbackRequest,
  TurnView,
  TutorMode,
} from '@elearning/contract';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';
import { ApiErrorException } from '../../common/api-error.js';
import { AnswerVersion } from '../entities/answer-version.entity.js';
import { Conversation } from '../entities/conversation.entity.js';
import { Question } from '../entities/question.entity.js';
import { TutorPreference } from '../entities/tutor-preference.entity.js';
import { ConversationStore } from './conversation-store.js';
import { ANSWER_CLAIMS, type AnswerClaims } from '../live/answer-claims.js';
import { rethrowUnknownUser, toQuestionView } from '../questions.service.js';
import { isUuid } from '../../common/values.js';
import { WITHHELD_NOTICES } from '../ai/answer-error.js';
import { DEFAULT_TUTOR_MODE } from '../prompting/tutor-instructions.js';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const conversationFullMessage = (max: number) =>
  `This conversation has reached its ${max} questions: please start a new conversation to keep asking`;
export const STILL_ANSWERING =
  'The tutor is still writing the last answer: wait for it to finish or stop it, then ask again';
export const ONLY_LAST_TURN = 'Only the last answer of a conversation can be regenerated';
export const COMMENT_ONLY_ON_DOWN = 'A comment can only be given with a thumbs down';

function toFeedback(question: Question): AnswerFeedback | null {
  if (!question.feedback || !question.feedbackAt) return null;
  return {
    rating: question.feedback,
    comment: question.feedbackComment,
    updatedAt: question.feedbackAt.toISOString(),
  };
}

/** Conversations, their turns, the tutor mode, feedback and regenerate (docs/tutor.md). */
@Injectable()
export class ConversationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ANSWER_CLAIMS) private readonly claims: AnswerClaims,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly store: ConversationStore,
  ) {}

  /** The student's own conversation; anyone else's, an unknown id or a malformed one is a 404 alike. */
  async findOwn(userId: string, id: string, manager = this.dataSource.manager): Promise<Conversation> {
    const conversation = isUuid(id) ? await manager.findOneBy(Conversation, { id, userId }) : null;
    if (!conversation) throw new ApiErrorException(HttpStatus.NOT_FOUND, CONVERSATION_NOT_FOUND);
    return conversation;
  }

  /** The student's conversations, latest activity first, with their turn counts. */
  async list(userId: string, page: number, pageSize: number): Promise<ConversationListResponse> {
    const { rows, total } = await this.store.listOwn(userId, pageSize, (page - 1) * pageSize);
    const items: ConversationSummary[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      mode: row.mode,
      classId: row.class_id,
      turnCount: row.turn_count,
      createdAt: row.created_at.toISOString(),
      lastActivityAt: row.updated_at.toISOString(),
    }));
    return { success: true, items, page, pageSize, total };
  }

  /** A page of the student's conversation: the latest `limit` turns before `before`, oldest first. */
  async view(userId: string, id: string, before: string | null, limit: number): Promise<ConversationView> {
    const conversation = await this.findOwn(userId, id);
    const { turns, earlier, total } = await this.store.turnsPage(conversation.id, before, limit);
    const versions = await this.store.earlierVersionCounts(turns.map((turn) => turn.id));
    return {
      id: conversation.id,
      title: conversation.title,
      mode: conversation.mode,
      classId: conversation.classId,
      turnCount: total,
      earlierTurns: earlier,
      help: conversation.helpShownAt ? this.config.safety.helpResources : null,
      createdAt: conversation.createdAt.toISOString(),
      lastActivityAt: conversation.updatedAt.toISOString(),
      turns: await Promise.all(turns.map((turn) => this.toTurnView(turn, versions.get(turn.id) ?? 0))),
    };
  }

  /** A turn as the API shows it. */
  async toTurnView(question: Question, earlierVersions?: number): Promise<TurnView> {
    return {
      ...toQuestionView(question),
      conversationId: question.conversationId ?? question.id,
      feedback: toFeedback(question),
      earlierVersions:
        earlierVersions ??
        (await this.dataSource.manager.countBy(AnswerVersion, { questionId: question.id })),
      generating: question.status === 'pending' && (await this.claims.isClaimed(question.id)),
      notice: question.withheld ? WITHHELD_NOTICES[question.withheld] : null,
    };
  }

  /**
   * A follow-up question in the student's conversation, stored as 'pending'. Refused (409) while
   * the last answer is still being written: the follow-up's history must hold it.
   */
  async addFollowUp(userId: string, conversationId: string, text: string) {
    return this.dataSource
      .transaction(async (manager) => {
        // Locks the conversation: two follow-ups sent at once are ordered, not interleaved.
        const conversation = await manager.findOne(Conversation, {
          where: {
            id: isUuid(conversationId) ? conversationId : '00000000-0000-0000-0000-000000000000',
            userId,
          },
          lock: { mode: 'pessimistic_write' },
        });
        if (!conversation) throw new ApiErrorException(HttpStatus.NOT_FOUND, CONVERSATION_NOT_FOUND);
        // The last turn and the count only: never the whole conversation.
        const [last, turns] = await Promise.all([
          this.store.lastTurn(conversation.id, manager),
          manager.count(Question, { where: { conversationId: conversation.id } }),
        ]);
        if (last && last.status === 'pending' && (await this.claims.isClaimed(last.id)))
          throw new ApiErrorException(HttpStatus.CONFLICT, STILL_ANSWERING);
        const max = this.config.ai.maxTurnsPerConversation;
        if (turns >= max) throw new ApiErrorException(HttpStatus.CONFLICT, conversationFullMessage(max));
        const question = manager.create(Question, { userId, text, conversationId: conversation.id });
        await manager.save(question);
        await manager.update(Conversation, { id: conversation.id }, { updatedAt: new Date() });
        return { id: question.id, text, conversationId: conversation.id, mode: conversation.mode };
      })
      .catch(rethrowUnknownUser);
  }

  /** Changes a conversation's mode (from its next answer on) and remembers it as the student's choice. */
  async setMode(userId: string, conversationId: string, mode: TutorMode): Promise<void> {
    const conversation = await this.findOwn(userId, conversationId);
    await this.dataSource.manager.update(Conversation, { id: conversation.id }, { mode });
    await this.remember(userId, mode);
  }

  async preferredMode(userId: string): Promise<TutorMode> {
    return (await this.dataSource.manager.findOneBy(TutorPreference, { userId }))?.mode ?? DEFAULT_TUTOR_MODE;
  }

  async remember(userId: string, mode: TutorMode): Promise<void> {
    await this.dataSource.manager
      .upsert(TutorPreference, { userId, mode }, ['userId'])
      .catch(rethrowUnknownUser);
  }

  /**
   * Regenerate: the last turn's answer (with its feedback and usage) is kept in answer_versions
   * and the turn goes back to 'pending', to be answered again by POST /ques/:id/answer.
   */
  async regenerate(userId: string, question: Question): Promise<TurnView> {
    if (await this.claims.isClaimed(question.id))
      throw new ApiErrorException(HttpStatus.CONFLICT, STILL_ANSWERING);
    const last = await this.store.lastTurn(question.conversationId ?? question.id);
    if (question.conversationId && last?.id !== question.id)
      throw new ApiErrorException(HttpStatus.CONFLICT, ONLY_LAST_TURN);
    await this.dataSource.transaction(async (manager) => {
      if (question.answer !== null || question.status !== 'pending') {
        await manager.insert(AnswerVersion, {
          questionId: question.id,
          answer: question.answer,
          status: question.status,
          feedback: question.feedback,
          feedbackComment: question.feedbackComment,
          inputTokens: question.inputTokens,
          outputTokens: question.outputTokens,
          answeredAt: question.updatedAt,
        });
      }
      await manager.update(
        Question,
        { id: question.id },
        {
          answer: null,
          status: 'pending',
          feedback: null,
          feedbackComment: null,
          feedbackAt: null,
          inputTokens: null,
          outputTokens: null,
          withheld: null,
        },
      );
    });
    const reset = await this.dataSource.manager.findOneByOrFail(Question, { id: question.id });
    return this.toTurnView(reset);
  }

  /** Thumbs up/down on the current answer; a comment only with thumbs down. Changeable: the last one counts. */
  async setFeedback(question: Question, feedback: FeedbackRequest): Promise<AnswerFeedback> {
    const comment = feedback.comment?.trim() || null;
    if (comment !== null && feedback.rating !== 'down')
      throw new ApiErrorException(HttpStatus.BAD_REQUEST, COMMENT_ONLY_ON_DOWN);
    const feedbackAt = new Date();
    await this.dataSource.manager.update(
      Question,
      { id: question.id },
      { feedback: feedback.rating, feedbackComment: comment, feedbackAt },
    );
    return { rating: feedback.rating, comment, updatedAt: feedbackAt.toISOString() };
  }
}
