import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { insertSecurityEvents } from '../../security-events/security-event-store.js';
import type { SecurityEvent } from '../../security-events/security-events.service.js';
import { type AdminAction, recordAdminAction } from '../admin-action-store.js';

/** What deciding on a deletion needs: the role, and how the owner proves it is them. */
export interface DeletableAccount {
  id: string;
  role: string;
  email: string;
  password_hash: string | null;
  google_uid: string | null;
}

/**
 * Deleting an account and its content (docs/privacy.md, "Deletion"). The account's row goes, and
 * with it (foreign keys ON DELETE CASCADE) its conversations, questions, earlier answer versions,
 * feedback, escalations, the teachers' replies and flags on its questions, tutor preferences, AI
 * use, class memberships, reset and verification tokens; contact queries sent from the account
 * (SET NULL otherwise) and their replies are deleted first. What outlives the account keeps its id
 * only: the access log, security events and safety alerts name it without a foreign key, and their
 * readers find no name or email once the row is gone.
 */
@Injectable()
export class AccountDeletionStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async account(userId: string): Promise<DeletableAccount | undefined> {
    const rows: DeletableAccount[] = await this.db.query(
      `SELECT id, role, email, password_hash, google_uid FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0];
  }

  /**
   * Whether the account wrote records of the school's about other students (replies, flags, a
   * handled contact query: a former teacher's): those reference it, so it is not deleted here.
   */
  async authoredSchoolRecords(userId: string): Promise<boolean> {
    const rows: { authored: boolean }[] = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM teacher_replies WHERE teacher_id = $1)
           OR EXISTS (SELECT 1 FROM answer_flags WHERE teacher_id = $1)
           OR EXISTS (SELECT 1 FROM contact_replies WHERE teacher_id = $1)
           OR EXISTS (SELECT 1 FROM contact_queries WHERE handled_by = $1) AS authored`,
      [userId],
    );
    return rows[0]?.authored ?? false;
  }

  /**
   * Deletes the account in one transaction with its audit records: the `account.deleted` security
   * event (kept after the row is gone) and, for an admin, the access log's entry. False: it was
   * already gone.
   */
  async delete(userId: string, event: SecurityEvent, adminAction?: AdminAction): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const locked: unknown[] = await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      if (locked.length === 0) return false;
      await insertSecurityEvents(manager, [event]);
      if (adminAction) await recordAdminAction(manager, userId, adminAction);
      await manager.query(`DELETE FROM contact_queries WHERE user_id = $1`, [userId]);
      await manager.query(`DELETE FROM users WHERE id = $1`, [userId]);
      return true;
    });
  }
}
