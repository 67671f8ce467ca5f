import type { TutorMode } from '@elearning/contract';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A student's conversation with the tutor: its questions (turns) are rows of `questions`. */
@Entity({ name: 'conversations' })
@Index('conversations_user_id_updated_at_idx', ['userId', 'updatedAt'])
export class Conversation {
  /** Made by the service (a new conversation takes its first question's id). */
  @PrimaryColumn('uuid')
  id: string;

  /** References users(id) (foreign key in the migration). */
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The first question. */
  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'varchar', length: 16, default: 'explain' })
  mode: TutorMode;

  /** The class whose rules the tutor follows in it (docs/classes.md); null: no class. */
  @Column({ name: 'class_id', type: 'uuid', nullable: true })
  classId: string | null;

  /** A message in it raised the urgent tier: the help card stays for the rest of the conversation (docs/safety.md). */
  @Column({ name: 'help_shown_at', type: 'timestamptz', nullable: true })
  helpShownAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Last activity: a new turn, an answer finished, a mode change. */
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
