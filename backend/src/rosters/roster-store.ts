import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { RosterPlan } from './roster-plan.js';
import type {
  ExistingClass,
  ExistingMembership,
  ExistingOrg,
  ExistingUser,
  MembershipKind,
  RosterSnapshot,
  SnapshotKeys,
} from './roster-snapshot.js';

/** Key of the advisory lock that makes imports run one at a time (any constant of this app's own). */
export const ROSTER_IMPORT_LOCK_KEY = 1_767_000_002;

/**
 * The SQL of roster imports (docs/classes.md, "Rosters"): reads the rows an export touches and
 * writes a plan, in one transaction. Every statement takes whole arrays (unnest), so an export of
 * thousands of rows costs a dozen statements, not one per row.
 */
@Injectable()
export class RosterStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Runs `work` in one transaction. An import (`write`) holds a lock that makes a second import
   * wait for the first; a dry run reads one consistent snapshot and cannot write (READ ONLY).
   */
  transaction<T>(write: boolean, work: (tx: RosterTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction(write ? 'READ COMMITTED' : 'REPEATABLE READ', async (manager) => {
      if (write) await manager.query('SELECT pg_advisory_xact_lock($1)', [ROSTER_IMPORT_LOCK_KEY]);
      else await manager.query('SET TRANSACTION READ ONLY');
      return work(new RosterTransaction(manager));
    });
  }
}

/** The statements of one import, on its transaction. */
export class RosterTransaction {
  constructor(private readonly db: Pick<EntityManager, 'query'>) {}

  /** The accounts, classes, memberships and schools the export names (and a bulk file's scope). */
  async snapshot(keys: SnapshotKeys): Promise<RosterSnapshot> {
    const users: ExistingUser[] = await this.db.query(
      `SELECT id, source_id AS "sourceId", email, name, role,
              email_verified_at IS NOT NULL AS "emailVerified",
              (password_hash IS NOT NULL OR google_uid IS NOT NULL) AS claimed
         FROM users
        WHERE source_id = ANY($1::text[]) OR lower(email) = ANY($2::text[])`,
      [keys.userSourceIds, keys.emails],
    );
    const classes: ExistingClass[] = await this.db.query(
      `SELECT id, source_id AS "sourceId", name, subject, org_source_id AS "orgSourceId",
              archived_at IS NOT NULL AS archived
         FROM classes
        WHERE source_id = ANY($1::text[])
           OR ($2::boolean AND source_id IS NOT NULL
               AND (org_source_id = ANY($3::text[]) OR org_source_id IS NULL))`,
      [keys.classSourceIds, keys.wholeScope, keys.scopeOrgSourceIds],
    );
    const ended = new Set(keys.endedUserSourceIds);
    const endedUserIds = users.flatMap((user) =>
      user.sourceId && ended.has(user.sourceId) ? [user.id] : [],
    );
    const memberships: ExistingMembership[] = await this.db.query(
      `SELECT 'student' AS kind, class_id AS "classId", user_id AS "userId", source_id AS "sourceId",
              ended_at IS NOT NULL AS ended
         FROM class_students
        WHERE class_id = ANY($1::uuid[]) OR user_id = ANY($2::uuid[]) OR source_id = ANY($3::text[])
       UNION ALL
       SELECT 'teacher', class_id, user_id, source_id, false
         FROM class_teachers
        WHERE class_id = ANY($1::uuid[]) OR user_id = ANY($2::uuid[]) OR source_id = ANY($3::text[])`,
      [classes.map((row) => row.id), endedUserIds, keys.enrollmentSourceIds],
    );
    const orgs: ExistingOrg[] = await this.db.query(
      `SELECT source_id AS "sourceId", name, type, parent_source_id AS "parentSourceId",
              ended_at IS NOT NULL AS ended
         FROM orgs WHERE source_id = ANY($1::text[])`,
      [keys.orgSourceIds],
    );
    return { users, classes, memberships, orgs };
  }

  /** Writes the plan (all but the promotions, which AccountRoles makes after the commit). */
  async apply(plan: RosterPlan): Promise<void> {
    if (plan.orgs.length > 0)
      await this.db.query(
        `INSERT INTO orgs (source_id, name, type, parent_source_id, ended_at)
         SELECT v.source_id, v.name, v.type, v.parent_source_id, CASE WHEN v.ended THEN now() END
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[])
             AS v (source_id, name, type, parent_source_id, ended)
         ON CONFLICT (source_id) DO UPDATE
            SET name = EXCLUDED.name, type = EXCLUDED.type, parent_source_id = EXCLUDED.parent_source_id,
                ended_at = CASE WHEN EXCLUDED.ended_at IS NULL THEN NULL
                                ELSE coalesce(orgs.ended_at, EXCLUDED.ended_at) END,
                updated_at = now()`,
        [
          plan.orgs.map((org) => org.sourceId),
          plan.orgs.map((org) => org.name),
          plan.orgs.map((org) => org.type),
          plan.orgs.map((org) => org.parentSourceId),
          plan.orgs.map((org) => org.ended),
        ],
      );

    // Enrollment ids that move to another row are let go first (they are unique per table).
    const reassigned = plan.memberships.map((row) => row.sourceId);
    if (reassigned.length > 0) {
      await this.db.query(`UPDATE class_students SET source_id = NULL WHERE source_id = ANY($1::text[])`, [
        reassigned,
      ]);
      await this.db.query(`UPDATE class_teachers SET source_id = NULL WHERE source_id = ANY($1::text[])`, [
        reassigned,
      ]);
    }
    const endedStudents = of(plan.endedMemberships, 'student');
    if (endedStudents.length > 0)
      await this.db.query(
        `UPDATE class_students s SET ended_at = now()
           FROM unnest($1::uuid[], $2::uuid[]) AS v (class_id, user_id)
          WHERE s.class_id = v.class_id AND s.user_id = v.user_id AND s.ended_at IS NULL`,
        [endedStudents.map((row) => row.classId), endedStudents.map((row) => row.userId)],
      );
    const endedTeachers = of(plan.endedMemberships, 'teacher');
    if (endedTeachers.length > 0)
      await this.db.query(
        `DELETE FROM class_teachers t
          USING unnest($1::uuid[], $2::uuid[]) AS v (class_id, user_id)
          WHERE t.class_id = v.class_id AND t.user_id = v.user_id`,
        [endedTeachers.map((row) => row.classId), endedTeachers.map((row) => row.userId)],
      );

    if (plan.newUsers.length > 0)
      // No password: the account is claimed by Google sign-in with its email or a teacher's reset link.
      await this.db.query(
        `INSERT INTO users (id, name, email, phone, password_hash, source_id)
         SELECT v.id, v.name, v.email, '', NULL, v.source_id
           FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS v (id, name, email, source_id)`,
        [
          plan.newUsers.map((user) => user.id),
          plan.newUsers.map((user) => user.name),
          plan.newUsers.map((user) => user.email),
          plan.newUsers.map((user) => user.sourceId),
        ],
      );
    if (plan.userChanges.length > 0)
      await this.db.query(
        `UPDATE users u SET name = v.name, source_id = v.source_id
           FROM unnest($1::uuid[], $2::text[], $3::text[]) AS v (id, name, source_id)
          WHERE u.id = v.id`,
        [
          plan.userChanges.map((user) => user.id),
          plan.userChanges.map((user) => user.name),
          plan.userChanges.map((user) => user.sourceId),
        ],
      );

    if (plan.newClasses.length > 0)
      // Members come from the school's system: joining with a code stays off until a teacher turns it on.
      await this.db.query(
        `INSERT INTO classes (id, name, subject, source_id, org_source_id, joining_enabled)
         SELECT v.id, v.name, v.subject, v.source_id, v.org_source_id, false
           FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[])
             AS v (id, name, subject, source_id, org_source_id)`,
        [
          plan.newClasses.map((row) => row.id),
          plan.newClasses.map((row) => row.name),
          plan.newClasses.map((row) => row.subject),
          plan.newClasses.map((row) => row.sourceId),
          plan.newClasses.map((row) => row.orgSourceId),
        ],
      );
    if (plan.classChanges.length > 0)
      await this.db.query(
        `UPDATE classes c SET name = v.name, subject = v.subject, org_source_id = v.org_source_id, updated_at = now()
           FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS v (id, name, subject, org_source_id)
          WHERE c.id = v.id`,
        [
          plan.classChanges.map((row) => row.id),
          plan.classChanges.map((row) => row.name),
          plan.classChanges.map((row) => row.subject),
          plan.classChanges.map((row) => row.orgSourceId),
        ],
      );
    if (plan.archivedClasses.length > 0)
      await this.db.query(
        `UPDATE classes SET archived_at = now(), updated_at = now()
          WHERE id = ANY($1::uuid[]) AND archived_at IS NULL`,
        [plan.archivedClasses],
      );

    const students = of(plan.memberships, 'student');
    if (students.length > 0)
      await this.db.query(
        `INSERT INTO class_students (class_id, user_id, source_id)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[])
         ON CONFLICT (class_id, user_id) DO UPDATE SET source_id = EXCLUDED.source_id, ended_at = NULL`,
        [
          students.map((row) => row.classId),
          students.map((row) => row.userId),
          students.map((row) => row.sourceId),
        ],
      );
    const teachers = of(plan.memberships, 'teacher');
    if (teachers.length > 0)
      await this.db.query(
        `INSERT INTO class_teachers (class_id, user_id, source_id)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[])
         ON CONFLICT (class_id, user_id) DO UPDATE SET source_id = EXCLUDED.source_id`,
        [
          teachers.map((row) => row.classId),
          teachers.map((row) => row.userId),
          teachers.map((row) => row.sourceId),
        ],
      );
  }
}

function of<T extends { kind: MembershipKind }>(rows: T[], kind: MembershipKind): T[] {
  return rows.filter((row) => row.kind === kind);
}
