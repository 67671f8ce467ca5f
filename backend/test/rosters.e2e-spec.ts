// Rosters from the school's system (docs/classes.md, "Rosters"): POST /admin/rosters/oneroster on
// the real app over HTTP and real Postgres. Zips built here from CSV text (dry run, apply, the same
// file again, delta, bulk ending, tobedeleted, matching by email, messy rows, nothing written when a
// write fails half way), and exports this project did not write (test/fixtures/oneroster/README.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { signUp, staffAccount, startTestApp, type SignedUp, type TestApp } from './test-app.js';

const PATH = '/admin/rosters/oneroster';
const FIXTURES = join(import.meta.dirname, 'fixtures/oneroster');
const NOTHING = { created: 0, updated: 0, ended: 0 };

function zip(files: Record<string, string>): Buffer {
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  );
}
const manifest = (modes: Record<string, string>) =>
  ['propertyName,value', 'manifest.version,1.0', 'oneroster.version,1.2']
    .concat(Object.entries(modes).map(([file, mode]) => `file.${file},${mode}`))
    .join('\r\n') + '\r\n';

const USERS = 'sourcedId,status,dateLastModified,enabledUser,username,givenName,familyName,email\r\n';
const ROLES =
  'sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId\r\n';
const CLASSES = 'sourcedId,status,dateLastModified,title,classType,schoolSourcedId,subjects\r\n';
const ENROLLMENTS =
  'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate\r\n';

/** A small school, its ids and emails prefixed with `p` so each test has its own. */
function school(p: string, options: { enrollments?: string; mode?: string } = {}): Buffer {
  const mode = options.mode ?? 'bulk';
  return zip({
    'manifest.csv': manifest({
      orgs: mode,
      users: mode,
      roles: mode,
      classes: mode,
      enrollments: mode,
      academicSessions: 'absent',
    }),
    'orgs.csv': `sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\r\n${p}-s1,active,,${p} High School,school,,\r\n`,
    'users.csv':
      '\uFEFF' +
      USERS +
      `${p}-t1,active,2023-05-01T18:25:43.511Z,TRUE,${p}.grace,Grace,Hopper,${p}.grace@school.example\r\n` +
      `${p}-u1,active,1/05/2023,TRUE,${p}.ada,Ada,"Lovelace, Countess",${p}.ada@school.example\r\n` +
      `${p}-u2,,,true,${p}.alan,Alan,Turing,${p}.alan@school.example\r\n` +
      `${p}-g1,active,,TRUE,${p}.pat,Pat,Parent,${p}.pat@home.example\r\n`,
    'roles.csv':
      ROLES +
      `r1,active,,${p}-t1,primary,Teacher,,,${p}-s1\r\nr2,active,,${p}-u1,primary,STUDENT,,,${p}-s1\r\n` +
      `r3,active,,${p}-u2,primary,student,,,${p}-s1\r\nr4,active,,${p}-g1,primary,guardian,,,${p}-s1\r\n`,
    'classes.csv':
      CLASSES +
      `${p}-c1,active,,Maths 7B,Scheduled,${p}-s1,"Mathematics, Statistics"\r\n` +
      `${p}-c2,active,,Art 7,homeroom,${p}-s1,\r\n`,
    'enrollments.csv':
      ENROLLMENTS +
      (options.enrollments ??
        `${p}-e1,active,,${p}-c1,${p}-s1,${p}-t1,teacher,true,,\r\n` +
          `${p}-e2,active,,${p}-c1,${p}-s1,${p}-u1,student,false,2023-09-01,\r\n` +
          `${p}-e3,active,,${p}-c1,${p}-s1,${p}-u2,student,,,\r\n` +
          `${p}-e4,active,,${p}-c2,${p}-s1,${p}-u1,Student,,,\r\n`),
  });
}

describe('POST /admin/rosters/oneroster', () => {
  let t: TestApp;
  let admin: SignedUp;
  let teacher: SignedUp;

  const upload = (
    body: Buffer,
    options: { token?: string | null; dryRun?: boolean; filename?: string } = {},
  ) => {
    const request = t.http().post(options.dryRun ? `${PATH}?dryRun=true` : PATH);
    if (options.token !== null) request.set('auth-token', options.token ?? admin.token);
    return request.attach('file', body, options.filename ?? 'roster.zip');
  };
  const imported = async (body: Buffer, dryRun = false) => {
    const response = await upload(body, { dryRun });
    expect({ status: response.status, errors: response.body.errors }).toEqual({
      status: 200,
      errors: undefined,
    });
    expect(response.body).toMatchObject({ success: true, dryRun });
    return response.body.report;
  };
  /** The rows an import of prefix `p` touches, to compare before and after. */
  const rows = async (p: string) => ({
    users: (
      await t.db.query(
        `SELECT id, name, email, role, source_id, password_hash IS NULL AS "noPassword" FROM users
          WHERE source_id LIKE $1 OR email LIKE $2 ORDER BY source_id, email`,
        [`${p}-%`, `${p}.%`],
      )
    ).rows,
    classes: (
      await t.db.query(
        `SELECT id, name, subject, source_id, org_source_id, archived_at IS NOT NULL AS archived, joining_enabled
           FROM classes WHERE source_id LIKE $1 ORDER BY source_id`,
        [`${p}-%`],
      )
    ).rows,
    students: (
      await t.db.query(
        `SELECT c.source_id AS class, u.email, s.source_id, s.ended_at IS NOT NULL AS ended
           FROM class_students s JOIN classes c ON c.id = s.class_id JOIN users u ON u.id = s.user_id
          WHERE c.source_id LIKE $1 ORDER BY 1, 2`,
        [`${p}-%`],
      )
    ).rows,
    teachers: (
      await t.db.query(
        `SELECT c.source_id AS class, u.email, ct.source_id
           FROM class_teachers ct JOIN classes c ON c.id = ct.class_id JOIN users u ON u.id = ct.user_id
          WHERE c.source_id LIKE $1 ORDER BY 1, 2`,
        [`${p}-%`],
      )
    ).rows,
    orgs: (await t.db.query(`SELECT source_id, name, type FROM orgs WHERE source_id LIKE $1`, [`${p}-%`]))
      .rows,
  });
  const waitForEvent = async (userId: string, type: string) => {
    for (const until = Date.now() + 5_000; Date.now() < until;) {
      const { rows: events } = await t.db.query(
        'SELECT reason, actor_id FROM security_events WHERE user_id = $1 AND type = $2 ORDER BY id',
        [userId, type],
      );
      if (events.length > 0) return events as { reason: string; actor_id: string }[];
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no ${type} event stored`);
  };

  beforeAll(async () => {
    t = await startTestApp({ SIGNUPS_PER_ADDRESS_PER_HOUR: '1000' });
    [admin, teacher] = await Promise.all([
      staffAccount(t, 'admin', { name: 'Head' }),
      staffAccount(t, 'teacher'),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('only admins: no token 401, a teacher or a student 403', async () => {
    const student = await signUp(t);
    expect((await upload(school('auth'), { token: null })).status).toBe(401);
    expect((await upload(school('auth'), { token: teacher.token })).body).toEqual({
      success: false,
      errors: [{ msg: 'This is for school administrators only' }],
    });
    expect((await upload(school('auth'), { token: student.token })).status).toBe(403);
    expect(await rows('auth')).toMatchObject({ users: [], classes: [] });
  });

  it('a dry run reports without writing; the import writes that; the same file again changes nothing', async () => {
    const expected = {
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
      ],
    };
    expect(await imported(school('dry'), true)).toEqual(expected);
    expect(await rows('dry')).toEqual({ users: [], classes: [], students: [], teachers: [], orgs: [] });

    expect(await imported(school('dry'))).toEqual(expected);
    const after = await rows('dry');
    expect(
      after.users.map(({ email, name, role, noPassword }) => ({ email, name, role, noPassword })),
    ).toEqual([
      { email: 'dry.grace@school.example', name: 'Grace Hopper', role: 'teacher', noPassword: true },
      { email: 'dry.ada@school.example', name: 'Ada Lovelace, Countess', role: 'student', noPassword: true },
      { email: 'dry.alan@school.example', name: 'Alan Turing', role: 'student', noPassword: true },
    ]);
    expect(
      after.classes.map(({ name, subject, org_source_id, archived, joining_enabled }) => [
        name,
        subject,
        org_source_id,
        archived,
        joining_enabled,
      ]),
    ).toEqual([
      ['Maths 7B', 'Mathematics, Statistics', 'dry-s1', false, false],
      ['Art 7', null, 'dry-s1', false, false],
    ]);
    expect(after.teachers).toEqual([
      { class: 'dry-c1', email: 'dry.grace@school.example', source_id: 'dry-e1' },
    ]);
    expect(after.students).toEqual([
      { class: 'dry-c1', email: 'dry.ada@school.example', source_id: 'dry-e2', ended: false },
      { class: 'dry-c1', email: 'dry.alan@school.example', source_id: 'dry-e3', ended: false },
      { class: 'dry-c2', email: 'dry.ada@school.example', source_id: 'dry-e4', ended: false },
    ]);
    expect(after.orgs).toEqual([{ source_id: 'dry-s1', name: 'dry High School', type: 'school' }]);

    // The teacher became one through AccountRoles (role.changed names the admin); the import is recorded with counts only.
    const grace = after.users[0];
    expect((await waitForEvent(grace.id, 'role.changed'))[0]).toEqual({
      reason: 'student -> teacher (oneroster)',
      actor_id: admin.id,
    });
    const [event] = await waitForEvent(admin.id, 'roster.imported');
    expect(event?.reason).toBe('c 2/0/0 t 1/0/0 s 2/0/0 e 4/0/0 w 1');

    const again = await imported(school('dry'));
    expect(again).toEqual({
      classes: NOTHING,
      teachers: NOTHING,
      students: NOTHING,
      enrollments: NOTHING,
      warnings: expected.warnings,
    });
    expect(await rows('dry')).toEqual(after);
  });

  it('matches an existing account by email in any case: it is linked, not duplicated, and sees its class', async () => {
    const ada = await signUp(t, { name: 'Ada', email: 'Match.ADA@School.Example' });
    const report = await imported(school('match'));
    expect(report.students).toEqual({ created: 1, updated: 1, ended: 0 });
    const { rows: linked } = await t.db.query('SELECT source_id, email FROM users WHERE id = $1', [ada.id]);
    expect(linked).toEqual([{ source_id: 'match-u1', email: 'Match.ADA@School.Example' }]);
    const classes = (await t.http().get('/classes').set('auth-token', ada.token).expect(200)).body.classes;
    expect(classes.map((row: { name: string }) => row.name).sort()).toEqual(['Art 7', 'Maths 7B']);
    // Each imported class shows its school (the export's org).
    expect(classes.map((row: { school: string | null }) => row.school)).toEqual([
      'match High School',
      'match High School',
    ]);
  });

  it('a delta file only changes what it lists; tobedeleted ends what it names', async () => {
    await imported(school('delta'));
    const delta = zip({
      'manifest.csv': manifest({ enrollments: 'delta', users: 'delta' }),
      'users.csv': USERS + 'delta-u3,active,,true,delta.mary,Mary,Somerville,delta.mary@school.example\r\n',
      'enrollments.csv':
        ENROLLMENTS +
        'delta-e3,tobedeleted,2023-06-01,delta-c1,delta-s1,delta-u2,student,,,\r\n' +
        'delta-e5,active,,delta-c2,delta-s1,delta-u3,student,,,\r\n',
    });
    expect(await imported(delta)).toEqual({
      classes: NOTHING,
      teachers: NOTHING,
      students: { created: 1, updated: 0, ended: 0 },
      enrollments: { created: 1, updated: 0, ended: 1 },
      warnings: [],
    });
    expect((await rows('delta')).students).toEqual([
      { class: 'delta-c1', email: 'delta.ada@school.example', source_id: 'delta-e2', ended: false },
      { class: 'delta-c1', email: 'delta.alan@school.example', source_id: 'delta-e3', ended: true },
      { class: 'delta-c2', email: 'delta.ada@school.example', source_id: 'delta-e4', ended: false },
      { class: 'delta-c2', email: 'delta.mary@school.example', source_id: 'delta-e5', ended: false },
    ]);
    expect((await imported(delta)).enrollments).toEqual(NOTHING);
  });

  it('a later bulk file ends the enrollments it no longer lists, never a student who joined in the app', async () => {
    await imported(school('bulk'));
    const walkIn = await signUp(t);
    const {
      rows: [maths],
    } = await t.db.query(`SELECT id FROM classes WHERE source_id = 'bulk-c1'`);
    await t.db.query('INSERT INTO class_students (class_id, user_id) VALUES ($1, $2)', [maths.id, walkIn.id]);
    const later = school('bulk', {
      enrollments:
        'bulk-e1,active,,bulk-c1,bulk-s1,bulk-t1,teacher,,,\r\nbulk-e2,active,,bulk-c1,bulk-s1,bulk-u1,student,,,\r\n',
    });
    expect((await imported(later)).enrollments).toEqual({ created: 0, updated: 0, ended: 2 });
    const { rows: current } = await t.db.query(
      `SELECT u.email FROM class_students s JOIN users u ON u.id = s.user_id JOIN classes c ON c.id = s.class_id
        WHERE c.source_id LIKE 'bulk-%' AND s.ended_at IS NULL ORDER BY 1`,
    );
    expect(current.map((row) => row.email)).toEqual(['bulk.ada@school.example', walkIn.email].sort());
    // Listed again: the ended enrollment comes back.
    expect((await imported(school('bulk'))).enrollments).toEqual({ created: 0, updated: 2, ended: 0 });
  });

  it('tobedeleted users leave their classes (the account stays); a tobedeleted class is archived', async () => {
    await imported(school('gone'));
    const gone = zip({
      'manifest.csv': manifest({ users: 'delta', classes: 'delta' }),
      'users.csv': USERS + 'gone-u1,tobedeleted,,true,gone.ada,Ada,Lovelace,gone.ada@school.example\r\n',
      'classes.csv': CLASSES + 'gone-c2,tobedeleted,,Art 7,homeroom,gone-s1,\r\n',
    });
    expect(await imported(gone)).toMatchObject({
      classes: { created: 0, updated: 0, ended: 1 },
      students: { created: 0, updated: 0, ended: 1 },
      enrollments: { created: 0, updated: 0, ended: 2 },
    });
    const after = await rows('gone');
    expect(after.users.map((user) => user.email)).toContain('gone.ada@school.example');
    expect(after.classes.map((row) => [row.source_id, row.archived])).toEqual([
      ['gone-c1', false],
      ['gone-c2', true],
    ]);
    expect(after.students.filter((row) => !row.ended).map((row) => row.email)).toEqual([
      'gone.alan@school.example',
    ]);
  });

  it('a half-bad file: the rows it can use are imported, each other one is a warning with its file and line', async () => {
    const messy = zip({
      'manifest.csv': manifest({ users: 'bulk', classes: 'bulk', enrollments: 'bulk' }),
      'users.csv':
        'sourcedId,status,enabledUser,role,username,givenName,familyName,emial,shoeSize\n' +
        'half-u1,active,true,student,half.ada,Ada,Lovelace,half.ada@school.example,38\n' +
        'half-u2,active,true,student,nobody,No,Address,,\n' +
        'half-u3,archived,true,student,half.x,X,Y,half.x@school.example,\n',
      'classes.csv': 'sourcedId,title,schoolSourcedId\nhalf-c1,Physics,\n',
      'enrollments.csv':
        'sourcedId,classSourcedId,userSourcedId,role\n' +
        'half-e1,half-c1,half-u1,student\nhalf-e2,half-c1,half-u2,student\nhalf-e3,half-c9,half-u1,student\n',
    });
    const report = await imported(messy);
    expect(report).toEqual({
      classes: { created: 1, updated: 0, ended: 0 },
      teachers: NOTHING,
      students: { created: 1, updated: 0, ended: 0 },
      enrollments: { created: 1, updated: 0, ended: 0 },
      warnings: [
        { file: 'users.csv', line: 1, message: 'column "emial" read as "email"' },
        {
          file: 'users.csv',
          line: 4,
          message: 'status "archived" is not active or tobedeleted: row left out',
        },
        {
          file: 'users.csv',
          line: 3,
          message: 'no email address (email, or a username that is one): no account can be made',
        },
        { file: 'classes.csv', line: 2, message: 'no schoolSourcedId: imported without a school' },
        {
          file: 'enrollments.csv',
          line: 3,
          message: 'user half-u2 was left out (users.csv line 3): left out',
        },
        {
          file: 'enrollments.csv',
          line: 4,
          message: 'class half-c9 is not in classes.csv (nor imported before): left out',
        },
      ],
    });
    expect((await rows('half')).students).toEqual([
      { class: 'half-c1', email: 'half.ada@school.example', source_id: 'half-e1', ended: false },
    ]);
  });

  it('a write that fails half way leaves nothing written (one transaction)', async () => {
    await t.db.query(`
      CREATE FUNCTION refuse_enrollment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await t.db.query(`
      CREATE TRIGGER refuse_enrollment BEFORE INSERT ON class_students
        FOR EACH ROW WHEN (NEW.source_id = 'fail-e4') EXECUTE FUNCTION refuse_enrollment()`);
    try {
      const response = await upload(school('fail'));
      expect(response.status).toBe(500);
      expect(await rows('fail')).toEqual({ users: [], classes: [], students: [], teachers: [], orgs: [] });
    } finally {
      await t.db.query('DROP TRIGGER refuse_enrollment ON class_students');
      await t.db.query('DROP FUNCTION refuse_enrollment()');
    }
    expect((await imported(school('fail'))).enrollments.created).toBe(4);
  });

  describe('uploads that cannot be read: a 400 that says why, nothing written', () => {
    it.each([
      [
        'not a zip',
        Buffer.from('sourcedId,title\r\nc1,Maths\r\n'),
        /^The file is not a zip that can be read/,
      ],
      ['no manifest.csv', zip({ 'users.csv': USERS }), /^The zip has no manifest.csv/],
      [
        'a file the manifest names is missing',
        zip({ 'manifest.csv': manifest({ users: 'bulk', enrollments: 'bulk' }), 'users.csv': USERS }),
        /^manifest.csv says enrollments.csv is bulk, but the zip has no enrollments.csv/,
      ],
      [
        'a required column is missing',
        zip({
          'manifest.csv': manifest({ enrollments: 'bulk' }),
          'enrollments.csv': 'sourcedId,userSourcedId,role\r\ne1,u1,student\r\n',
        }),
        /^enrollments.csv has no "classSourcedId" column/,
      ],
      [
        'an unclosed quote',
        zip({
          'manifest.csv': manifest({ classes: 'bulk' }),
          'classes.csv': 'sourcedId,title\r\nbad-c1,"Maths\r\n',
        }),
        /^classes.csv near line \d is not valid CSV/,
      ],
    ])('%s', async (_case, body, message) => {
      const response = await upload(body);
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.errors[0].msg).toMatch(message);
    });

    it('no file field, or a JSON body', async () => {
      const noFile = await t.http().post(PATH).set('auth-token', admin.token).field('other', 'x');
      expect([noFile.status, noFile.body.errors]).toEqual([
        400,
        [{ msg: 'Send the OneRoster CSV zip as multipart/form-data in a field named "file"' }],
      ]);
      const json = await t.http().post(PATH).set('auth-token', admin.token).send({ file: 'x' });
      expect(json.status).toBe(400);
    });

    it('an empty file, two files, a broken multipart body: 400 with what to send', async () => {
      const asAdmin = () => t.http().post(PATH).set('auth-token', admin.token);
      const empty = await asAdmin().attach('file', Buffer.alloc(0), 'r.zip');
      expect([empty.status, empty.body.errors]).toEqual([
        400,
        [{ msg: 'The field "file" is empty: choose the zip' }],
      ]);
      const two = await asAdmin().attach('file', school('a'), 'a.zip').attach('file', school('b'), 'b.zip');
      expect([two.status, two.body.errors]).toEqual([
        400,
        [{ msg: 'Send the OneRoster CSV zip as multipart/form-data in a field named "file", one file only' }],
      ]);
      const noBoundary = await asAdmin().set('content-type', 'multipart/form-data').send('--x\r\n');
      expect(noBoundary.status).toBe(400);
      const cut = await asAdmin()
        .set('content-type', 'multipart/form-data; boundary=x')
        .send('--x\r\ncontent-disposition: form-data; name="file"; filename="r.zip"\r\n\r\nPK');
      expect(cut.status).toBe(400);
    });

    it('multipart sent to another route: a 400 that says what is wrong, not a hang', async () => {
      const response = await t
        .http()
        .post('/contact/addquery')
        .field('name', 'Ada')
        .field('email', 'ada@school.test')
        .field('message', 'hello');
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.errors[0].msg).toEqual(expect.any(String));
    });

    it('a zip over 20 MB is refused with 413', async () => {
      const response = await upload(Buffer.alloc(21 * 1024 * 1024));
      expect([response.status, response.body.errors]).toEqual([
        413,
        [{ msg: 'The zip is larger than 20 MB: export one school at a time' }],
      ]);
    });

    it('dryRun must be true or false', async () => {
      const response = await t
        .http()
        .post(`${PATH}?dryRun=perhaps`)
        .set('auth-token', admin.token)
        .attach('file', school('q'), 'r.zip');
      expect([response.status, response.body.errors]).toEqual([
        400,
        [{ msg: 'dryRun must be true or false' }],
      ]);
    });
  });

  describe('exports this project did not write (Moodle enrol_oneroster test fixtures)', () => {
    const fixture = (name: string) => readFileSync(join(FIXTURES, name));

    it('v1p2_full_dataset.zip (OneRoster 1.2), then the same roster as 1.1 (Test_full_data_set.zip), then a delta export', async () => {
      const v1p2 = fixture('v1p2_full_dataset.zip');
      const dry = await imported(v1p2, true);
      expect(await imported(v1p2)).toEqual(dry);
      expect(dry).toMatchObject({
        classes: { created: 1, updated: 0, ended: 0 },
        teachers: { created: 2, updated: 0, ended: 0 },
        students: { created: 3, updated: 0, ended: 0 },
        enrollments: { created: 2, updated: 0, ended: 0 },
      });
      expect(dry.warnings).toEqual(
        expect.arrayContaining([
          { file: 'users.csv', line: 1, message: 'column "prefferedGivenName" read as "preferredGivenName"' },
          { file: 'roles.csv', line: 1, message: 'column "dataLastModified" read as "dateLastModified"' },
          {
            file: 'users.csv',
            line: 4,
            message:
              '1 user with the role siteAdministrator is not imported (only teachers and students are)',
          },
          {
            file: 'enrollments.csv',
            line: 3,
            message: 'user usr-222-987654 is a teacher here: not enrolled as a student',
          },
          {
            file: 'enrollments.csv',
            line: 5,
            message: 'class cls-222-123478 is tobedeleted in classes.csv: left out',
          },
        ]),
      );
      const { rows: physics } = await t.db.query(
        `SELECT c.name, c.subject, o.name AS school FROM classes c JOIN orgs o ON o.source_id = c.org_source_id
          WHERE c.source_id = 'cls-222-123456'`,
      );
      expect(physics).toEqual([
        {
          name: 'Introduction to Physics',
          subject: 'Science, Physics, Biology',
          school: 'History Department',
        },
      ]);
      expect((await imported(v1p2)).enrollments).toEqual(NOTHING);

      // The same people as OneRoster 1.1 (role in users.csv): only the names its columns spell differently change.
      expect(await imported(fixture('Test_full_data_set.zip'))).toMatchObject({
        classes: NOTHING,
        teachers: NOTHING,
        students: { created: 0, updated: 2, ended: 0 },
        enrollments: NOTHING,
      });

      // A delta export with other files, whose only user has no email address.
      const delta = await imported(fixture('oneroster_test_data.zip'));
      expect(delta).toMatchObject({
        classes: { created: 1, updated: 0, ended: 0 },
        students: NOTHING,
        enrollments: NOTHING,
      });
      expect(delta.warnings).toEqual(
        expect.arrayContaining([
          {
            file: 'users.csv',
            line: 2,
            message: 'no email address (email, or a username that is one): no account can be made',
          },
          {
            file: 'enrollments.csv',
            line: 2,
            message: 'user USER_0 was left out (users.csv line 2): left out',
          },
        ]),
      );
    });
  });
});
