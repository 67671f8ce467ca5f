import type { Role } from '../auth/entities/user.entity.js';
import type { OneRosterExport } from './oneroster-csv.js';

/**
 * The rows an import reads before it decides (roster-plan.ts): the accounts, classes, memberships
 * and schools the export names, and for a bulk file every roster class of its schools.
 */

export interface ExistingUser {
  id: string;
  sourceId: string | null;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  /** Someone has signed in to it: it has a password or a linked Google account. */
  claimed: boolean;
}
export interface ExistingClass {
  id: string;
  sourceId: string | null;
  name: string;
  subject: string | null;
  orgSourceId: string | null;
  archived: boolean;
}
export type MembershipKind = 'student' | 'teacher';
export interface ExistingMembership {
  kind: MembershipKind;
  classId: string;
  userId: string;
  sourceId: string | null;
  /** class_students.ended_at is set (a removed teacher has no row at all). */
  ended: boolean;
}
export interface ExistingOrg {
  sourceId: string;
  name: string;
  type: string | null;
  parentSourceId: string | null;
  ended: boolean;
}

/** The rows an export touches, as they are now. */
export interface RosterSnapshot {
  users: ExistingUser[];
  classes: ExistingClass[];
  memberships: ExistingMembership[];
  orgs: ExistingOrg[];
}

/** Which rows the snapshot must hold for `planRoster` (RosterStore.snapshot reads them). */
export interface SnapshotKeys {
  userSourceIds: string[];
  emails: string[];
  classSourceIds: string[];
  enrollmentSourceIds: string[];
  orgSourceIds: string[];
  /** The schools whose roster classes a bulk file may end (their classes and memberships are read). */
  scopeOrgSourceIds: string[];
  /** A bulk classes or enrollments file: read every roster class of the scope. */
  wholeScope: boolean;
  /** Accounts whose roster enrollments end (tobedeleted or disabled users): their memberships are read. */
  endedUserSourceIds: string[];
}

/** What the snapshot must read for this export. */
export function snapshotKeys(roster: OneRosterExport): SnapshotKeys {
  const users = roster.users?.records ?? [];
  const classes = roster.classes?.records ?? [];
  const enrollments = roster.enrollments?.records ?? [];
  const scope = scopeOrgs(roster);
  return {
    userSourceIds: unique([
      ...users.map((user) => user.sourcedId),
      ...enrollments.map((enrollment) => enrollment.userSourcedId),
    ]),
    emails: unique(users.flatMap((user) => (user.email ? [user.email] : []))),
    classSourceIds: unique([
      ...classes.map((row) => row.sourcedId),
      ...enrollments.map((enrollment) => enrollment.classSourcedId),
    ]),
    enrollmentSourceIds: unique(enrollments.map((enrollment) => enrollment.sourcedId)),
    orgSourceIds: unique([
      ...(roster.orgs?.records ?? []).map((org) => org.sourcedId),
      ...classes.flatMap((row) => (row.schoolSourcedId ? [row.schoolSourcedId] : [])),
    ]),
    scopeOrgSourceIds: [...scope],
    wholeScope: roster.classes?.mode === 'bulk' || roster.enrollments?.mode === 'bulk',
    endedUserSourceIds: unique(
      users.filter((user) => user.status === 'ended' || !user.enabled).map((user) => user.sourcedId),
    ),
  };
}

/** The schools this export speaks for: its orgs and the schools its classes and enrollments name. */
export function scopeOrgs(roster: OneRosterExport): Set<string> {
  return new Set([
    ...(roster.orgs?.records ?? []).map((org) => org.sourcedId),
    ...(roster.classes?.records ?? []).flatMap((row) => (row.schoolSourcedId ? [row.schoolSourcedId] : [])),
    ...(roster.enrollments?.records ?? []).flatMap((row) =>
      row.schoolSourcedId ? [row.schoolSourcedId] : [],
    ),
  ]);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
