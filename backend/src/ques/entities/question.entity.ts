import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const QUESTION_STATUSES = ['pending', 'answered', 'failed', 'stopped'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
