import type { FeedbackRating } from '@elearning/contract';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const QUESTION_STATUSES = ['pending', 'answered', 'failed', 'stopped'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export type WithheldReason = 'blocked' | 'retracted';

@Entity({ name: 'questions' })
@Index('questions_user_id_created_at_idx', ['userId', 'createdAt'])
export class Question {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** References users(id) (foreign key in the migration). */
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  text: string;

  /** Filled in by the AI answer stream; null until then. */
  @Column({ type: 'text', nullable: true })
  answer: string | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: QuestionStatus;

  /** The conversation this question is a turn of (null only for rows written before conversations). */
  @Column({ name: 'conversation_id', type: 'uuid', nullable: true })
  conversationId: string | null;

  /** Thumbs up/down on the current answer, with an optional comment on thumbs down. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  feedback: FeedbackRating | null;

  @Column({ name: 'feedback_comment', type: 'text', nullable: true })
  feedbackComment: string | null;

  @Column({ name: 'feedback_at', type: 'timestamptz', nullable: true })
  feedbackAt: Date | null;

  /** Tokens the current answer cost (reported by the provider or estimated). */
  @Column({ name: 'input_tokens', type: 'integer', nullable: true })
  inputTokens: number | null;

  @Column({ name: 'output_tokens', type: 'integer', nullable: true })
  outputTokens: number | null;

  /** Why the answer is withheld from the student (docs/safety.md): the model blocked it, or the answer check retracted it. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  withheld: WithheldReason | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
