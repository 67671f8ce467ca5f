import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'contact_queries' })
export class ContactQuery {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'text' })
  message: string;

  /** The account that sent it signed in (null: sent signed out); only it sees the replies in the app. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId?: string | null;

  /** Set by a teacher's "Mark as handled" (support module); null while open. */
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt?: Date | null;

  @Column({ name: 'handled_by', type: 'uuid', nullable: true })
  handledBy?: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
