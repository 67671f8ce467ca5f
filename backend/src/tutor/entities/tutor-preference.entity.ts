import type { TutorMode } from '@elearning/contract';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The tutor mode a student chose last: new conversations start in it. */
@Entity({ name: 'tutor_preferences' })
export class TutorPreference {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 16 })
  mode: TutorMode;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
