import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const ROLES = ['student', 'teacher'] as const;
export type Role = (typeof ROLES)[number];

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Unique case-insensitively: the migration puts a unique index on lower(email). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 32 })
  phone: string;

  /** bcrypt hash; never leaves the service layer. null: the account was created by Google sign-in. */
  @Column({ name: 'password_hash', type: 'varchar', length: 100, nullable: true, select: false })
  passwordHash: string | null;

  /** Firebase uid of the linked Google account (unique), null when never signed in with Google. */
  @Column({ name: 'google_uid', type: 'varchar', length: 128, nullable: true })
  googleUid: string | null;

  /** 'teacher' opens the teachers' console; read from the database on every teacher call (RolesGuard). */
  @Column({ type: 'varchar', length: 16, default: 'student' })
  role: Role;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
