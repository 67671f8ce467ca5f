import type { RosterCounts, RosterReport, RosterWarning } from '@elearning/contract';
import { randomUUID } from 'node:crypto';
import type { Role } from '../auth/entities/user.entity.js';
import {
  type ExistingClass,
  type ExistingMembership,
  type ExistingUser,
  type MembershipKind,
  type RosterSnapshot,
  scopeOrgs,
} from './roster-snapshot.js';
import type { EnrollmentRecord, OneRosterExport, OneRosterRole, RosterFile } from './oneroster-csv.js';

/**
 * What an import of a OneRoster export changes, decided from the export and the rows it touches
 * as they are now (RosterSnapshot), without writing anything: the dry run answers its report, the
 * import applies it in one transaction (RosterStore.apply). Pure, so the rules are unit-tested:
 * - Everything is matched by `sourcedId` (users.source_id, classes.source_id, the enrollment's
 *   class_students / class_teachers.source_id): the same export twice plans nothing the second time.
 * - A person not yet linked is matched by email, any case; a new account has no password (claimed
 *   by Google sign-in with that email, or a teacher's reset link).
 * - A teacher of the school's system becomes a teacher (AccountRoles, after the transaction):
 *   a new account, or an existing student whose email is verified or who has never signed in. A
 *   student account someone signed up with but never verified is not promoted (anyone can sign up
 *   with a teacher's address): a warning says so. Nobody is demoted, and admins stay admins.
 * - `tobedeleted` ends what it names; a bulk classes or enrollments file ends the roster's classes
 *   and enrollments of its schools that it does not mention; a delta file only changes what it lists.
 *   Memberships made in the app (a code, a class's maker) have no source_id and are never ended.
 */

export interface PlannedOrg {
  sourceId: string;
  name: string;
  type: string | null;
  parentSourceId: string | null;
  ended: boolean;
}
export interface PlannedMembership {
  kind: MembershipKind;
  classId: string;
  userId: string;
}

export interface RosterPlan {
  report: RosterReport;
  orgs: PlannedOrg[];
  /** Inserted as students (teachers among them are in `promotions` too). */
  newUsers: { id: string; sourceId: string; name: string; email: string }[];
  /** Linked to their sourcedId and named as the school's system names them. */
  userChanges: { id: string; sourceId: string; name: string }[];
  /** Accounts to make teachers once the transaction has committed (AccountRoles). */
  promotions: string[];
  newClasses: {
    id: string;
    sourceId: string;
    name: string;
    subject: string | null;
    orgSourceId: string | null;
  }[];
  classChanges: { id: string; name: string; subject: string | null; orgSourceId: string | null }[];
  archivedClasses: string[];
  /** Ended: a student's ended_at set, a teacher's row removed. */
  endedMemberships: PlannedMembership[];
  /** Inserted, or given this sourcedId (and, for a student, no end). */
  memberships: (PlannedMembership & { sourceId: string })[];
}

/** Warnings beyond this are counted in one last warning (a district's export may have thousands). */
export const MAX_WARNINGS = 500;

const counts = (): RosterCounts => ({ created: 0, updated: 0, ended: 0 });

/** An account as it will be after the import: what it may be enrolled as. */
interface ResolvedUser {
  id: string;
  role: Role;
}

export function planRoster(
  roster: OneRosterExport,
  snapshot: RosterSnapshot,
  newId: () => string = randomUUID,
): RosterPlan {
  const warnings: RosterWarning[] = [...roster.warnings];
  const report: RosterReport = {
    classes: counts(),
    teachers: counts(),
    students: counts(),
    enrollments: counts(),
    warnings,
  };
  const plan: RosterPlan = {
    report,
    orgs: [],
    newUsers: [],
    userChanges: [],
    promotions: [],
    newClasses: [],
    classChanges: [],
    archivedClasses: [],
    endedMemberships: [],
    memberships: [],
  };
  const warn = (file: string, line: number, message: string) => warnings.push({ file, line, message });
  /** The first row of each sourcedId in a file; later ones are left out with a warning. */
  const firstRows = <T extends { sourcedId: string; line: number }>(file: RosterFile<T> | undefined): T[] => {
    if (!file) return [];
    const seen = new Map<string, number>();
    return file.records.filter((record) => {
      const first = seen.get(record.sourcedId);
      if (first !== undefined) {
        warn(file.name, record.line, `sourcedId ${record.sourcedId} is also on line ${first}: row left out`);
        return false;
      }
      seen.set(record.sourcedId, record.line);
      return true;
    });
  };

  // Schools.
  const orgsBySource = new Map(snapshot.orgs.map((org) => [org.sourceId, org]));
  const knownOrgs = new Set(snapshot.orgs.filter((org) => !org.ended).map((org) => org.sourceId));
  for (const org of firstRows(roster.orgs)) {
    const existing = orgsBySource.get(org.sourcedId);
    const ended = org.status === 'ended';
    if (ended) knownOrgs.delete(org.sourcedId);
    else knownOrgs.add(org.sourcedId);
    const planned: PlannedOrg = {
      sourceId: org.sourcedId,
      name: ended && existing ? existing.name : org.name,
      type: ended && existing ? existing.type : org.type,
      parentSourceId: ended && existing ? existing.parentSourceId : org.parentSourcedId,
      ended,
    };
    if (ended && !existing) continue;
    if (
      !existing ||
      existing.name !== planned.name ||
      existing.type !== planned.type ||
      existing.parentSourceId !== planned.parentSourceId ||
      existing.ended !== planned.ended
    )
      plan.orgs.push(planned);
  }

  // People: who is a teacher, who a student (roles.csv, 1.1's users.role, their enrollments).
  const rolesOf = new Map<string, Set<OneRosterRole>>();
  const addRole = (userSourcedId: string, role: OneRosterRole) => {
    const roles = rolesOf.get(userSourcedId) ?? new Set<OneRosterRole>();
    roles.add(role);
    rolesOf.set(userSourcedId, roles);
  };
  for (const role of roster.roles?.records ?? [])
    if (role.status === 'active') addRole(role.userSourcedId, role.role);
  for (const user of roster.users?.records ?? []) if (user.role) addRole(user.sourcedId, user.role);
  for (const enrollment of roster.enrollments?.records ?? [])
    if (enrollment.status === 'active') addRole(enrollment.userSourcedId, enrollment.role);
  const kindOf = (userSourcedId: string): MembershipKind | undefined => {
    const roles = rolesOf.get(userSourcedId);
    if (roles?.has('teacher')) return 'teacher';
    if (roles?.has('student')) return 'student';
    return undefined;
  };
  const tally = (kind: MembershipKind) => (kind === 'teacher' ? report.teachers : report.students);

  const usersBySource = new Map(
    snapshot.users.flatMap((user) => (user.sourceId ? [[user.sourceId, user] as const] : [])),
  );
  const usersByEmail = new Map(snapshot.users.map((user) => [user.email.toLowerCase(), user]));
  const resolvedUsers = new Map<string, ResolvedUser>();
  /** Users.csv rows left out, by sourcedId: their enrollments say where to look. */
  const leftOutUsers = new Map<string, number>();
  const endedUsers = new Set<string>();
  /** An account is linked to one sourcedId: the first row that matched it. */
  const claimedAccounts = new Map<string, number>();
  const emailsInFile = new Map<string, number>();
  const notImported = new Map<string, { count: number; line: number }>();
  const promoted = new Set<string>();

  /** An existing account's role after the import, promoting a teacher when that is safe. */
  const roleAfter = (
    account: ExistingUser,
    kind: MembershipKind | undefined,
    file: string,
    line: number,
  ): Role => {
    if (kind !== 'teacher' || account.role !== 'student') return account.role;
    if (account.emailVerified || !account.claimed) {
      if (!promoted.has(account.id)) {
        promoted.add(account.id);
        plan.promotions.push(account.id);
      }
      return 'teacher';
    }
    warn(
      file,
      line,
      `the account ${account.email} signed up as a student and has not verified its email: not made a teacher ` +
        `(anyone can sign up with any address); once its owner verifies it (Verify my email, or Sign in with Google), import again`,
    );
    return 'student';
  };

  const usersFile = roster.users?.name ?? 'users.csv';
  for (const user of firstRows(roster.users)) {
    if (user.status === 'ended' || !user.enabled) {
      endedUsers.add(user.sourcedId);
      continue;
    }
    const kind = kindOf(user.sourcedId);
    if (!kind) {
      const roles = [...(rolesOf.get(user.sourcedId) ?? [])].sort().join(', ') || 'no role';
      const entry = notImported.get(roles) ?? { count: 0, line: user.line };
      entry.count++;
      notImported.set(roles, entry);
      leftOutUsers.set(user.sourcedId, user.line);
      continue;
    }
    const bySource = usersBySource.get(user.sourcedId);
    const byEmail = bySource ? undefined : user.email ? usersByEmail.get(user.email) : undefined;
    const account = bySource ?? byEmail;
    if (byEmail?.sourceId) {
      warn(
        usersFile,
        user.line,
        `the account ${byEmail.email} is already linked to ${byEmail.sourceId} of the school's system: row left out`,
      );
      leftOutUsers.set(user.sourcedId, user.line);
      continue;
    }
    const emailLine = user.email ? emailsInFile.get(user.email) : undefined;
    if (emailLine !== undefined || (account && claimedAccounts.has(account.id))) {
      warn(
        usersFile,
        user.line,
        `email ${user.email} is also on line ${emailLine ?? claimedAccounts.get(account?.id ?? '')}: row left out`,
      );
      leftOutUsers.set(user.sourcedId, user.line);
      continue;
    }
    if (user.email) emailsInFile.set(user.email, user.line);
    if (!account) {
      if (!user.email) {
        warn(
          usersFile,
          user.line,
          'no email address (email, or a username that is one): no account can be made',
        );
        leftOutUsers.set(user.sourcedId, user.line);
        continue;
      }
      const id = newId();
      plan.newUsers.push({ id, sourceId: user.sourcedId, name: user.name, email: user.email });
      if (kind === 'teacher') {
        promoted.add(id);
        plan.promotions.push(id);
      }
      tally(kind).created++;
      resolvedUsers.set(user.sourcedId, { id, role: kind });
      continue;
    }
    claimedAccounts.set(account.id, user.line);
    if (bySource && user.email && user.email !== account.email.toLowerCase())
      warn(
        usersFile,
        user.line,
        `email ${user.email} differs from the account's (${account.email}): the account keeps its email`,
      );
    const role = roleAfter(account, kind, usersFile, user.line);
    const renamed = account.name !== user.name;
    if (renamed || account.sourceId !== user.sourcedId)
      plan.userChanges.push({ id: account.id, sourceId: user.sourcedId, name: user.name });
    if (renamed || account.sourceId !== user.sourcedId || role !== account.role) tally(kind).updated++;
    resolvedUsers.set(user.sourcedId, { id: account.id, role });
  }
  for (const [roles, { count, line }] of notImported)
    warn(
      usersFile,
      line,
      `${count} ${count === 1 ? 'user' : 'users'} with ${roles === 'no role' ? 'no role (roles.csv, a role column or an enrollment)' : `the role${roles.includes(',') ? 's' : ''} ${roles}`} ` +
        `${count === 1 ? 'is' : 'are'} not imported (only teachers and students are)`,
    );

  // Classes.
  const classesBySource = new Map(
    snapshot.classes.flatMap((row) => (row.sourceId ? [[row.sourceId, row] as const] : [])),
  );
  const resolvedClasses = new Map<string, string>();
  const endedClasses = new Set<string>();
  const archived = new Set<string>();
  const classesFile = roster.classes?.name ?? 'classes.csv';
  for (const row of firstRows(roster.classes)) {
    const existing = classesBySource.get(row.sourcedId);
    if (row.status === 'ended') {
      endedClasses.add(row.sourcedId);
      if (existing && !existing.archived && !archived.has(existing.id)) {
        archived.add(existing.id);
        plan.archivedClasses.push(existing.id);
        report.classes.ended++;
      }
      continue;
    }
    if (!row.schoolSourcedId) warn(classesFile, row.line, 'no schoolSourcedId: imported without a school');
    else if (!knownOrgs.has(row.schoolSourcedId))
      warn(
        classesFile,
        row.line,
        `school ${row.schoolSourcedId} is not in orgs.csv (nor imported before): its name is not shown`,
      );
    if (!existing) {
      const id = newId();
      plan.newClasses.push({
        id,
        sourceId: row.sourcedId,
        name: row.title,
        subject: row.subject,
        orgSourceId: row.schoolSourcedId,
      });
      report.classes.created++;
      resolvedClasses.set(row.sourcedId, id);
      continue;
    }
    if (existing.archived)
      warn(
        classesFile,
        row.line,
        `class "${existing.name}" is archived here: its roster is kept; unarchive it in the console to use it`,
      );
    if (
      existing.name !== row.title ||
      existing.subject !== row.subject ||
      existing.orgSourceId !== row.schoolSourcedId
    ) {
      plan.classChanges.push({
        id: existing.id,
        name: row.title,
        subject: row.subject,
        orgSourceId: row.schoolSourcedId,
      });
      report.classes.updated++;
    }
    resolvedClasses.set(row.sourcedId, existing.id);
  }
  const scope = scopeOrgs(roster);
  const inScope = (row: ExistingClass) =>
    row.sourceId !== null && (row.orgSourceId === null || scope.has(row.orgSourceId));
  if (roster.classes?.mode === 'bulk') {
    for (const row of snapshot.classes) {
      if (
        !inScope(row) ||
        row.archived ||
        archived.has(row.id) ||
        roster.classes.mentioned.has(row.sourceId ?? '')
      )
        continue;
      archived.add(row.id);
      plan.archivedClasses.push(row.id);
      report.classes.ended++;
    }
  }

  // Enrollments.
  const pairKey = (kind: MembershipKind, classId: string, userId: string) => `${kind} ${classId} ${userId}`;
  const membershipsBySource = new Map(
    snapshot.memberships.flatMap((row) => (row.sourceId ? [[row.sourceId, row] as const] : [])),
  );
  const membershipsByPair = new Map(
    snapshot.memberships.map((row) => [pairKey(row.kind, row.classId, row.userId), row]),
  );
  const planned = new Map<string, number>();
  const ended = new Set<string>();
  const end = (row: ExistingMembership): boolean => {
    const key = pairKey(row.kind, row.classId, row.userId);
    if (row.ended || ended.has(key) || planned.has(key)) return false;
    ended.add(key);
    plan.endedMemberships.push({ kind: row.kind, classId: row.classId, userId: row.userId });
    report.enrollments.ended++;
    return true;
  };
  const enrollmentsFile = roster.enrollments?.name ?? 'enrollments.csv';
  const otherRoles = new Map<string, { count: number; line: number }>();
  const enrollmentRows = firstRows(roster.enrollments);
  const moved: ExistingMembership[] = [];
  for (const enrollment of enrollmentRows) {
    const warnRow = (message: string) => warn(enrollmentsFile, enrollment.line, message);
    if (enrollment.status === 'ended') continue;
    const kind: MembershipKind | undefined =
      enrollment.role === 'student' ? 'student' : enrollment.role === 'teacher' ? 'teacher' : undefined;
    if (!kind) {
      const entry = otherRoles.get(enrollment.role) ?? { count: 0, line: enrollment.line };
      entry.count++;
      otherRoles.set(enrollment.role, entry);
      continue;
    }
    if (endedClasses.has(enrollment.classSourcedId)) {
      warnRow(`class ${enrollment.classSourcedId} is tobedeleted in ${classesFile}: left out`);
      continue;
    }
    const classId =
      resolvedClasses.get(enrollment.classSourcedId) ?? classesBySource.get(enrollment.classSourcedId)?.id;
    if (!classId) {
      warnRow(`class ${enrollment.classSourcedId} is not in ${classesFile} (nor imported before): left out`);
      continue;
    }
    if (endedUsers.has(enrollment.userSourcedId)) continue;
    const user = resolveUser(enrollment, kind);
    if (!user) continue;
    if (kind === 'student' && user.role !== 'student') {
      warnRow(`user ${enrollment.userSourcedId} is a ${user.role} here: not enrolled as a student`);
      continue;
    }
    if (kind === 'teacher' && user.role === 'student') {
      warnRow(`user ${enrollment.userSourcedId} is not a teacher here: not made a teacher of this class`);
      continue;
    }
    const key = pairKey(kind, classId, user.id);
    const earlier = planned.get(key);
    if (earlier !== undefined) {
      warnRow(`the same ${kind} and class as line ${earlier}: left out`);
      continue;
    }
    planned.set(key, enrollment.line);
    const bySource = membershipsBySource.get(enrollment.sourcedId);
    // The enrollment's id now names another class or person: the old membership ends (below).
    if (bySource && pairKey(bySource.kind, bySource.classId, bySource.userId) !== key) moved.push(bySource);
    const existing = membershipsByPair.get(key);
    if (existing && existing.sourceId === enrollment.sourcedId && !existing.ended) continue;
    plan.memberships.push({ kind, classId, userId: user.id, sourceId: enrollment.sourcedId });
    if (existing) report.enrollments.updated++;
    else report.enrollments.created++;
  }
  for (const [role, { count, line }] of otherRoles)
    warn(
      enrollmentsFile,
      line,
      `${count} ${count === 1 ? 'enrollment' : 'enrollments'} as ${role} ${count === 1 ? 'is' : 'are'} not imported (only teachers and students are)`,
    );
  for (const row of moved) end(row);
  // tobedeleted enrollments end what they name.
  for (const enrollment of enrollmentRows) {
    if (enrollment.status !== 'ended') continue;
    const existing = membershipsBySource.get(enrollment.sourcedId);
    if (existing) end(existing);
  }
  // A bulk file ends the roster enrollments of its schools' classes that it does not mention.
  if (roster.enrollments?.mode === 'bulk') {
    const classesInScope = new Set(snapshot.classes.filter(inScope).map((row) => row.id));
    for (const row of snapshot.memberships)
      if (row.sourceId && classesInScope.has(row.classId) && !roster.enrollments.mentioned.has(row.sourceId))
        end(row);
  }
  // A tobedeleted or disabled user leaves all their roster classes; the account and its history stay.
  const membershipsByUser = new Map<string, ExistingMembership[]>();
  for (const row of snapshot.memberships) {
    if (!row.sourceId) continue;
    const rows = membershipsByUser.get(row.userId) ?? [];
    rows.push(row);
    membershipsByUser.set(row.userId, rows);
  }
  for (const sourcedId of endedUsers) {
    const account = usersBySource.get(sourcedId);
    if (!account) continue;
    let left = 0;
    for (const row of membershipsByUser.get(account.id) ?? []) if (end(row)) left++;
    if (left > 0) (account.role === 'student' ? report.students : report.teachers).ended++;
  }

  if (warnings.length > MAX_WARNINGS) {
    const more = warnings.length - (MAX_WARNINGS - 1);
    warnings.splice(MAX_WARNINGS - 1, warnings.length, {
      file: '',
      line: 0,
      message: `${more} more warnings not shown: fix the rows above and run a dry run again`,
    });
  }
  return plan;

  /** The account an enrollment names, or undefined with a warning. */
  function resolveUser(enrollment: EnrollmentRecord, kind: MembershipKind): ResolvedUser | undefined {
    const resolved = resolvedUsers.get(enrollment.userSourcedId);
    if (resolved) return resolved;
    const leftOut = leftOutUsers.get(enrollment.userSourcedId);
    if (leftOut !== undefined) {
      warn(
        enrollmentsFile,
        enrollment.line,
        `user ${enrollment.userSourcedId} was left out (${usersFile} line ${leftOut}): left out`,
      );
      return undefined;
    }
    const account = usersBySource.get(enrollment.userSourcedId);
    if (!account) {
      warn(
        enrollmentsFile,
        enrollment.line,
        `user ${enrollment.userSourcedId} is not in ${usersFile} (nor imported before): left out`,
      );
      return undefined;
    }
    // Known from an earlier import (a delta export lists only what changed).
    const before = account.role;
    const user = {
      id: account.id,
      role: roleAfter(account, kindOf(enrollment.userSourcedId) ?? kind, enrollmentsFile, enrollment.line),
    };
    if (user.role !== before) report.teachers.updated++;
    resolvedUsers.set(enrollment.userSourcedId, user);
    return user;
  }
}
