import { strToU8, zipSync } from 'fflate';
import { readOneRosterZip } from './oneroster-csv.js';
import { MAX_WARNINGS, planRoster, type RosterPlan } from './roster-plan.js';
import type { RosterSnapshot } from './roster-snapshot.js';

// The import's decisions without a database: the plan against a snapshot, and the snapshot the
// plan leaves behind (applied here in memory the way RosterStore.apply writes it), so that
// "the same file twice changes nothing" is checked for every case.

const MANIFEST = (modes: Record<string, string>) =>
  [
    'propertyName,value',
    'oneroster.version,1.2',
    ...Object.entries(modes).map(([file, mode]) => `file.${file},${mode}`),
  ].join('\n');
const ORGS = 'sourcedId,status,name,type\ns1,active,North School,school\n';
const USERS_HEADER = 'sourcedId,status,enabledUser,username,givenName,familyName,email\n';
const CLASSES_HEADER = 'sourcedId,status,title,schoolSourcedId,subjects\n';
const ENROLLMENTS_HEADER = 'sourcedId,status,classSourcedId,schoolSourcedId,userSourcedId,role\n';
const ROLES_HEADER = 'sourcedId,status,userSourcedId,roleType,role,orgSourcedId\n';

function exportOf(files: {
  mode?: string;
  users?: string;
  classes?: string;
  enrollments?: string;
  roles?: string;
  orgs?: string;
}) {
  const mode = files.mode ?? 'bulk';
  const entries: Record<string, Uint8Array> = {};
  const modes: Record<string, string> = {};
  for (const name of ['orgs', 'users', 'classes', 'enrollments', 'roles'] as const) {
    const text = files[name];
    if (text === undefined) continue;
    modes[name] = mode;
    entries[`${name}.csv`] = strToU8(text);
  }
  entries['manifest.csv'] = strToU8(MANIFEST(modes));
  return readOneRosterZip(zipSync(entries));
}

const EMPTY: RosterSnapshot = { users: [], classes: [], memberships: [], orgs: [] };
let ids = 0;
const newId = () => `id-${++ids}`;

/** The rows after RosterStore.apply(plan) and the promotions (what the next import reads). */
function applied(before: RosterSnapshot, plan: RosterPlan): RosterSnapshot {
  const users = before.users.map((user) => ({ ...user }));
  for (const user of plan.newUsers)
    users.push({
      id: user.id,
      sourceId: user.sourceId,
      email: user.email,
      name: user.name,
      role: 'student',
      emailVerified: false,
      claimed: false,
    });
  for (const change of plan.userChanges)
    Object.assign(users.find((user) => user.id === change.id) ?? {}, change);
  for (const id of plan.promotions)
    Object.assign(users.find((user) => user.id === id) ?? {}, { role: 'teacher' });
  const classes = before.classes.map((row) => ({ ...row }));
  for (const row of plan.newClasses) classes.push({ ...row, archived: false });
  for (const change of plan.classChanges)
    Object.assign(classes.find((row) => row.id === change.id) ?? {}, change);
  for (const id of plan.archivedClasses)
    Object.assign(classes.find((row) => row.id === id) ?? {}, { archived: true });
  const same = (a: { kind: string; classId: string; userId: string }, b: typeof a) =>
    a.kind === b.kind && a.classId === b.classId && a.userId === b.userId;
  const reassigned = new Set(plan.memberships.map((row) => row.sourceId));
  let memberships = before.memberships.map((row) => ({
    ...row,
    sourceId: row.sourceId && reassigned.has(row.sourceId) ? null : row.sourceId,
  }));
  for (const ended of plan.endedMemberships)
    memberships =
      ended.kind === 'teacher'
        ? memberships.filter((row) => !same(row, ended))
        : memberships.map((row) => (same(row, ended) ? { ...row, ended: true } : row));
  for (const row of plan.memberships) {
    const existing = memberships.find((other) => same(other, row));
    if (existing) Object.assign(existing, { sourceId: row.sourceId, ended: false });
    else memberships.push({ ...row, ended: false });
  }
  const orgs = before.orgs.filter((org) => !plan.orgs.some((planned) => planned.sourceId === org.sourceId));
  for (const org of plan.orgs) orgs.push({ ...org });
  return { users, classes, memberships, orgs };
}

const nothing = { created: 0, updated: 0, ended: 0 };

/** Plans the export, checks that planning it again on the result changes nothing; answers the first plan and the result. */
function importTwice(roster: ReturnType<typeof exportOf>, before: RosterSnapshot = EMPTY) {
  const plan = planRoster(roster, before, newId);
  const after = applied(before, plan);
  const again = planRoster(roster, after, newId);
  expect({ ...again.report, warnings: undefined }).toEqual({
    classes: nothing,
    teachers: nothing,
    students: nothing,
    enrollments: nothing,
    warnings: undefined,
  });
  expect([again.newUsers, again.userChanges, again.promotions, again.newClasses, again.classChanges]).toEqual(
    [[], [], [], [], []],
  );
  expect([again.archivedClasses, again.endedMemberships, again.memberships, again.orgs]).toEqual([
    [],
    [],
    [],
    [],
  ]);
  return { plan, after };
}

const school = exportOf({
  orgs: ORGS,
  users:
    USERS_HEADER +
    'u1,active,true,ada,Ada,Lovelace,ada@school.example\n' +
    'u2,active,true,grace,Grace,Hopper,grace@school.example\n' +
    'u3,active,true,alan,Alan,Turing,alan@school.example\n' +
    'p1,active,true,pat,Pat,Parent,pat@home.example\n',
  roles:
    ROLES_HEADER +
    'r1,active,u1,primary,student,s1\nr2,active,u2,primary,teacher,s1\nr3,active,u3,primary,student,s1\nr4,active,p1,primary,guardian,s1\n',
  classes: CLASSES_HEADER + 'c1,active,Maths 7B,s1,Mathematics\nc2,active,Art,s1,\n',
  enrollments:
    ENROLLMENTS_HEADER +
    'e1,active,c1,s1,u1,student\ne2,active,c1,s1,u2,teacher\ne3,active,c2,s1,u3,student\ne4,active,c2,s1,u2,teacher\ne5,active,c2,s1,p1,guardian\n',
});

describe('planRoster', () => {
  it('a first import creates the school, its people and classes; teachers are promoted; the same file again changes nothing', () => {
    const { plan, after } = importTwice(school);
    expect(plan.report).toEqual({
      classes: { created: 2, updated: 0, ended: 0 },
      teachers: { created: 1, updated: 0, ended: 0 },
      students: { created: 2, updated: 0, ended: 0 },
      enrollments: { created: 4, updated: 0, ended: 0 },
      warnings: [
        {
          file: 'users.csv',
          line: 5,
          message: '1 user with the role guardian is not imported (only teachers and students are)',
        },
        {
          file: 'enrollments.csv',
          line: 6,
          message: '1 enrollment as guardian is not imported (only teachers and students are)',
        },
      ],
    });
    const grace = after.users.find((user) => user.sourceId === 'u2');
    expect(grace).toMatchObject({ email: 'grace@school.example', name: 'Grace Hopper', role: 'teacher' });
    expect(plan.promotions).toEqual([grace?.id]);
    expect(plan.orgs).toEqual([
      { sourceId: 's1', name: 'North School', type: 'school', parentSourceId: null, ended: false },
    ]);
    expect(
      plan.newClasses.map(({ sourceId, name, subject, orgSourceId }) => [
        sourceId,
        name,
        subject,
        orgSourceId,
      ]),
    ).toEqual([
      ['c1', 'Maths 7B', 'Mathematics', 's1'],
      ['c2', 'Art', null, 's1'],
    ]);
  });

  it('matches an existing account by email in any case, links it and keeps its email', () => {
    const ada = {
      id: 'ada',
      sourceId: null,
      email: 'Ada@School.Example',
      name: 'Ada L.',
      role: 'student' as const,
      emailVerified: false,
      claimed: true,
    };
    const { plan, after } = importTwice(school, { ...EMPTY, users: [ada] });
    expect(plan.report.students).toEqual({ created: 1, updated: 1, ended: 0 });
    expect(plan.userChanges).toEqual([{ id: 'ada', sourceId: 'u1', name: 'Ada Lovelace' }]);
    expect(after.users.find((user) => user.id === 'ada')?.email).toBe('Ada@School.Example');
    expect(after.memberships).toContainEqual({
      kind: 'student',
      classId: expect.any(String),
      userId: 'ada',
      sourceId: 'e1',
      ended: false,
    });
  });

  it("a teacher of the school's system whose student account was signed up but never verified is not promoted", () => {
    const squatter = {
      id: 'sq',
      sourceId: null,
      email: 'grace@school.example',
      name: 'Grace?',
      role: 'student' as const,
      emailVerified: false,
      claimed: true,
    };
    const { plan, after } = importTwice(school, { ...EMPTY, users: [squatter] });
    expect(plan.promotions).toEqual([]);
    expect(after.users.find((user) => user.id === 'sq')?.role).toBe('student');
    expect(after.memberships.filter((row) => row.userId === 'sq')).toEqual([]);
    expect(plan.report.warnings.map((warning) => warning.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^the account grace@school.example signed up as a student and has not verified its email: not made a teacher/,
        ),
        'user u2 is not a teacher here: not made a teacher of this class',
      ]),
    );
  });

  it('promotes a verified student account, or one nobody has signed in to; an admin stays an admin', () => {
    for (const account of [
      { emailVerified: true, claimed: true, role: 'student' as const, promoted: true },
      { emailVerified: false, claimed: false, role: 'student' as const, promoted: true },
      { emailVerified: false, claimed: true, role: 'admin' as const, promoted: false },
    ]) {
      const grace = {
        id: 'g',
        sourceId: null,
        email: 'grace@school.example',
        name: 'Grace Hopper',
        ...account,
      };
      const { plan, after } = importTwice(school, { ...EMPTY, users: [grace] });
      expect(plan.promotions).toEqual(account.promoted ? ['g'] : []);
      expect(after.memberships.filter((row) => row.userId === 'g').map((row) => row.kind)).toEqual([
        'teacher',
        'teacher',
      ]);
    }
  });

  it('a teacher account the file lists as a student is not enrolled as one (nobody is demoted)', () => {
    const alan = {
      id: 'alan',
      sourceId: null,
      email: 'alan@school.example',
      name: 'Alan Turing',
      role: 'teacher' as const,
      emailVerified: true,
      claimed: true,
    };
    const { plan } = importTwice(school, { ...EMPTY, users: [alan] });
    expect(plan.report.warnings).toContainEqual({
      file: 'enrollments.csv',
      line: 4,
      message: 'user u3 is a teacher here: not enrolled as a student',
    });
    expect(plan.memberships.some((row) => row.userId === 'alan')).toBe(false);
  });

  it('a later bulk file ends the roster enrollments of its schools it no longer lists, not those made in the app or of another school', () => {
    const { after } = importTwice(school);
    const c1 = after.classes.find((row) => row.sourceId === 'c1')?.id ?? '';
    const joinedByCode = {
      kind: 'student' as const,
      classId: c1,
      userId: 'walk-in',
      sourceId: null,
      ended: false,
    };
    const otherSchool = {
      id: 'x',
      sourceId: 'cx',
      name: 'Other',
      subject: null,
      orgSourceId: 's2',
      archived: false,
    };
    const otherEnrollment = {
      kind: 'student' as const,
      classId: 'x',
      userId: 'someone',
      sourceId: 'ex',
      ended: false,
    };
    const before = {
      ...after,
      classes: [...after.classes, otherSchool],
      memberships: [...after.memberships, joinedByCode, otherEnrollment],
    };
    const later = exportOf({
      orgs: ORGS,
      classes: CLASSES_HEADER + 'c1,active,Maths 7B,s1,Mathematics\nc2,active,Art,s1,\n',
      enrollments: ENROLLMENTS_HEADER + 'e1,active,c1,s1,u1,student\ne2,active,c1,s1,u2,teacher\n',
    });
    const { plan } = importTwice(later, before);
    expect(plan.report.enrollments).toEqual({ created: 0, updated: 0, ended: 2 });
    expect(plan.endedMemberships.map((row) => row.kind).sort()).toEqual(['student', 'teacher']);
    expect(plan.endedMemberships.some((row) => row.userId === 'walk-in' || row.userId === 'someone')).toBe(
      false,
    );
  });

  it('a delta file only changes what it lists; tobedeleted ends what it names', () => {
    const { after } = importTwice(school);
    const delta = exportOf({
      mode: 'delta',
      enrollments: ENROLLMENTS_HEADER + 'e3,tobedeleted,c2,s1,u3,student\n',
    });
    const { plan, after: later } = importTwice(delta, after);
    expect(plan.report.enrollments).toEqual({ created: 0, updated: 0, ended: 1 });
    expect(later.memberships.filter((row) => !row.ended)).toHaveLength(3);
    // Listed again later: the same enrollment comes back (updated, not created).
    const back = exportOf({
      mode: 'delta',
      enrollments: ENROLLMENTS_HEADER + 'e3,active,c2,s1,u3,student\n',
    });
    expect(importTwice(back, later).plan.report.enrollments).toEqual({ created: 0, updated: 1, ended: 0 });
  });

  it('a tobedeleted or disabled user leaves all their roster classes (counted once), the account stays', () => {
    const { after } = importTwice(school);
    const gone = exportOf({
      mode: 'delta',
      users:
        USERS_HEADER +
        'u2,tobedeleted,true,grace,Grace,Hopper,grace@school.example\nu1,active,false,ada,Ada,Lovelace,ada@school.example\n',
    });
    const { plan, after: later } = importTwice(gone, after);
    expect(plan.report.teachers).toEqual({ created: 0, updated: 0, ended: 1 });
    expect(plan.report.students).toEqual({ created: 0, updated: 0, ended: 1 });
    expect(plan.report.enrollments.ended).toBe(3);
    expect(later.users).toHaveLength(3);
  });

  it("classes: tobedeleted archives; a bulk classes file archives its schools' classes it no longer lists; renames are updates", () => {
    const { after } = importTwice(school);
    const otherSchool = {
      id: 'x',
      sourceId: 'cx',
      name: 'Other',
      subject: null,
      orgSourceId: 's2',
      archived: false,
    };
    const later = exportOf({
      orgs: ORGS,
      classes: CLASSES_HEADER + 'c1,active,Maths 7B (set 2),s1,Mathematics\n',
    });
    const { plan } = importTwice(later, { ...after, classes: [...after.classes, otherSchool] });
    expect(plan.report.classes).toEqual({ created: 0, updated: 1, ended: 1 });
    expect(plan.archivedClasses).toEqual([after.classes.find((row) => row.sourceId === 'c2')?.id]);
    const deleted = exportOf({ mode: 'delta', classes: CLASSES_HEADER + 'c1,tobedeleted,Maths 7B,s1,\n' });
    expect(importTwice(deleted, after).plan.report.classes).toEqual({ created: 0, updated: 0, ended: 1 });
  });

  it('rows it cannot use are warned about with their file and line; the rest is imported', () => {
    const messy = exportOf({
      users:
        USERS_HEADER +
        'u1,active,true,ada,Ada,Lovelace,ada@school.example\n' +
        'u1,active,true,ada2,Ada,Again,ada2@school.example\n' +
        'u4,active,true,nomail,No,Mail,\n' +
        'u5,active,true,dup,Dup,Licate,ADA@school.example\n',
      classes: CLASSES_HEADER + 'c1,active,Maths,s9,\n',
      enrollments:
        ENROLLMENTS_HEADER +
        'e1,active,c1,s9,u1,student\ne2,active,c9,s9,u1,student\ne3,active,c1,s9,u4,student\ne4,active,c1,s9,u8,student\ne5,active,c1,s9,u1,student\n' +
        'e6,active,c1,s9,u5,student\n',
    });
    const { plan } = importTwice(messy);
    expect(plan.report.students.created).toBe(1);
    expect(plan.report.enrollments.created).toBe(1);
    expect(plan.report.warnings).toEqual([
      { file: 'users.csv', line: 3, message: 'sourcedId u1 is also on line 2: row left out' },
      {
        file: 'users.csv',
        line: 4,
        message: 'no email address (email, or a username that is one): no account can be made',
      },
      { file: 'users.csv', line: 5, message: 'email ada@school.example is also on line 2: row left out' },
      {
        file: 'classes.csv',
        line: 2,
        message: 'school s9 is not in orgs.csv (nor imported before): its name is not shown',
      },
      {
        file: 'enrollments.csv',
        line: 3,
        message: 'class c9 is not in classes.csv (nor imported before): left out',
      },
      { file: 'enrollments.csv', line: 4, message: 'user u4 was left out (users.csv line 4): left out' },
      {
        file: 'enrollments.csv',
        line: 5,
        message: 'user u8 is not in users.csv (nor imported before): left out',
      },
      { file: 'enrollments.csv', line: 6, message: 'the same student and class as line 2: left out' },
      { file: 'enrollments.csv', line: 7, message: 'user u5 was left out (users.csv line 5): left out' },
    ]);
  });

  it('keeps at most MAX_WARNINGS warnings, the last one counting the rest', () => {
    const rows = Array.from(
      { length: MAX_WARNINGS + 20 },
      (_, at) => `e${at},active,c9,s1,u${at},student`,
    ).join('\n');
    const { plan } = importTwice(exportOf({ mode: 'delta', enrollments: `${ENROLLMENTS_HEADER}${rows}\n` }));
    expect(plan.report.warnings).toHaveLength(MAX_WARNINGS);
    expect(plan.report.warnings.at(-1)?.message).toBe(
      '21 more warnings not shown: fix the rows above and run a dry run again',
    );
  });
});
