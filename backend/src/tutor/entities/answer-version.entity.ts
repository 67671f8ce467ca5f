import type { FeedbackRating, QuestionStatus } from '@elearning/contract';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An earlier answer to a question, kept when the student regenerated it (with its feedback). */
@Entity({ name: 'answer_versions' })
@Index('answer_versions_question_id_idx', ['questionId'])
export class AnswerVersion {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'question_id', type: 'uuid' })
  questionId: string;

  @Column({ type: 'text', nullable: true })
  answer: string | null;

  @Column({ type: 'varchar', length: 16 })
  status: QuestionStatus;

  @Column({ type: 'varchar', length: 8, nullable: true })
  feedback: FeedbackRating | null;

  @Column({ name: 'feedback_comment', type: 'text', nullable: true })
  feedbackComment: string | null;

  @Column({ name: 'input_tokens', type: 'integer', nullable: true })
  inputTokens: number | null;

  @Column({ name: 'output_tokens', type: 'integer', nullable: true })
  outputTokens: number | null;

  /** When the answer was written (the question's updated_at at the time). */
  @Column({ name: 'answered_at', type: 'timestamptz' })
  answeredAt: Date;

  /** When it was replaced. */
  @CreateDateColumn({ name: 'replaced_at', type: 'timestamptz' })
  replacedAt: Date;
}
