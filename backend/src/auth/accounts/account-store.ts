import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queryable } from '../../database/queryable.js';
import type { EmailVerifiedBy, Role } from '../entities/user.entity.js';

/** What role and verification decisions need to know about an account. */
export interface AccountStanding {
  id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  /** A teacher vouched for the student. */
  approved: boolean;
  /** Tokens carry it (`tv`); raised to end every earlier session. */
  tokenVersion: number;
  /** How the account got its role (null for most students; role-lists.ts). */
  roleSource: string | null;
}

/** A teacher or admin as the admins' page lists them. */
export interface StaffRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  roleSource: string | null;
  emailVerifiedBy: EmailVerifiedBy | null;
  createdAt: Date;
}

/**
 * The users table's role, verification and approval columns: the SQL of trusted roles
 * (docs/security.md, "Who is a teacher"), and the password a reset sets. Sign-up, sign-in and
 * sessions keep their own queries.
 */
@Injectable()
export class AccountStore {
  constructor(@InjectDataSource() private readonly db: Queryable) {}

  async standing(userId: string): Promise<AccountStanding | undefined> {
    return (await this.standingWhere('id = $1', userId))[0];
  }

  async standingByEmail(email: string): Promise<AccountStanding | undefined> {
    return (await this.standingWhere('lower(email) = lower($1)', email))[0];
  }

  /** standingByEmail, the row locked until the transaction ends (the role command decides on it). */
  async lockByEmail(email: string): Promise<AccountStanding | undefined> {
    return (await this.standingWhere('lower(email) = lower($1) FOR UPDATE', email))[0];
  }

  private standingWhere(
    where: 'id = $1' | 'lower(email) = lower($1)' | 'lower(email) = lower($1) FOR UPDATE',
    value: string,
  ): Promise<AccountStanding[]> {
    return this.db.query(
      `SELECT id, name, email, role, email_verified_at IS NOT NULL AS "emailVerified",
              approved_at IS NOT NULL AS approved, token_version AS "tokenVersion", role_source AS "roleSource"
         FROM users WHERE ${where}`,
      [value],
    );
  }

  /**
   * Sets the role and how it was given; answers the previous role, or undefined when the account
   * already had it (nothing written) or does not exist.
   */
  async setRole(userId: string, role: Role, source: string | null): Promise<Role | undefined> {
    const [rows]: [{ previous: Role }[]] = await this.db.query(
      `UPDATE users u SET role = $2::varchar, role_source = $3
         FROM (SELECT id, role FROM users WHERE id = $1 FOR UPDATE) previous
        WHERE u.id = previous.id AND previous.role <> $2::varchar
        RETURNING previous.role AS previous`,
      [userId, role, source],
    );
    return rows[0]?.previous;
  }

  /** Records the first proof that the email is the owner's; false when it was already verified. */
  async markEmailVerified(userId: string, by: EmailVerifiedBy): Promise<boolean> {
    const [rows]: [unknown[]] = await this.db.query(
      `UPDATE users SET email_verified_at = now(), email_verified_by = $2
        WHERE id = $1 AND email_verified_at IS NULL RETURNING id`,
      [userId, by],
    );
    return rows.length > 0;
  }

  /** A teacher vouches for a student; false when the student was already approved (or is unknown). */
  async approve(studentId: string, teacherId: string): Promise<boolean> {
    const [rows]: [unknown[]] = await this.db.query(
      `UPDATE users SET approved_at = now(), approved_by = $2
        WHERE id = $1 AND role = 'student' AND approved_at IS NULL RETURNING id`,
      [studentId, teacherId],
    );
    return rows.length > 0;
  }

  /** Whether someone vouched for the account: verified email, approved by a teacher, in a class, or staff. */
  async isVouched(userId: string): Promise<boolean> {
    const rows: { vouched: boolean }[] = await this.db.query(
      `SELECT (email_verified_at IS NOT NULL OR approved_at IS NOT NULL OR role <> 'student'
               OR EXISTS (SELECT 1 FROM class_students m WHERE m.user_id = u.id AND m.ended_at IS NULL)) AS vouched
         FROM users u WHERE id = $1`,
      [userId],
    );
    return rows[0]?.vouched ?? false;
  }

  /** The new password of a reset (hashed by the caller). */
  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, userId]);
  }

  /** Every teacher and admin, by name. */
  staff(): Promise<StaffRow[]> {
    return this.db.query(
      `SELECT id, name, email, role, role_source AS "roleSource", email_verified_by AS "emailVerifiedBy",
              created_at AS "createdAt"
         FROM users WHERE role IN ('teacher', 'admin') ORDER BY lower(name), id`,
    );
  }
}
