import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 'admin' (school administrators, the safeguarding lead) is also a teacher everywhere. */
export const ROLES = ['student', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** How an email was verified: Google sign-in, the emailed link, a teacher invitation, the operator. */
export const EMAIL_VERIFIED_BY = ['google', 'email-link', 'invitation', 'operator'] as const;
export type EmailVerifiedBy = (typeof EMAIL_VERIFIED_BY)[number];

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

  /** How the account got its role (TEACHER_EMAILS, invitation, cli, ...); null for a student. */
  @Column({ name: 'role_source', type: 'varchar', length: 40, nullable: true })
  roleSource: string | null;

  /** When the account's email was proven to be its owner's; null: never. */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  /** How: EMAIL_VERIFIED_BY. */
  @Column({ name: 'email_verified_by', type: 'varchar', length: 16, nullable: true })
  emailVerifiedBy: EmailVerifiedBy | null;

  /** When a teacher vouched for this student (the full daily AI allowance without a verified email). */
  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  /** Raised to end every earlier session (tokens carry it as `tv`): reset, role change, linking. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
