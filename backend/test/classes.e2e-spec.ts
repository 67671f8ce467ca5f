// Classes (docs/classes.md): making classes, join codes (format, rotation, turned off, case, twice,
// guessing limited), who sees which class (404, never 403), co-teachers, archiving, removing a
// student, validation, and the rules other modules read. The real app over HTTP on real Postgres.
import { ClassesService } from '../src/classes/classes.service.js';
import { signUp, staffAccount, startTestApp, type SignedUp, type TestApp } from './test-app.js';

const CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;
const NOT_FOUND = { success: false, errors: [{ msg: 'Class not found' }] };
const NO_SUCH_CODE =
  'No class is open for joining with this code: check it with your teacher (it may have been changed, or joining turned off)';

describe('classes', () => {
  let t: TestApp;
  let teacherA: SignedUp;
  let teacherB: SignedUp;
  let coTeacher: SignedUp;
  let admin: SignedUp;
  let student: SignedUp;
  let otherStudent: SignedUp;

  const as = (token: string) => ({
    get: (path: string) => t.http().get(path).set('auth-token', token),
    post: (path: string, body?: object) => t.http().post(path).set('auth-token', token).send(body),
    patch: (path: string, body?: object) => t.http().patch(path).set('auth-token', token).send(body),
    delete: (path: string) => t.http().delete(path).set('auth-token', token),
  });
  const createClass = async (token: string, body: object = { name: 'Maths 7B', subject: 'Mathematics' }) =>
    (await as(token).post('/classes', body).expect(200)).body.class;
  const join = (token: string, joinCode: string) => as(token).post('/classes/join', { joinCode });
  const classIds = async (token: string) =>
    ((await as(token).get('/classes').expect(200)).body.classes as { id: string }[]).map((c) => c.id);
  const waitForEvent = async (userId: string, type: string, reason?: string) => {
    for (const until = Date.now() + 5_000; Date.now() < until;) {
      const { rows } = await t.db.query(
        'SELECT reason FROM security_events WHERE user_id = $1 AND type = $2',
        [userId, type],
      );
      if (rows.some((row) => reason === undefined || row.reason === reason)) return rows.length;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no ${type} event stored`);
  };

  beforeAll(async () => {
    t = await startTestApp({ SIGNUPS_PER_ADDRESS_PER_HOUR: '1000', SCHOOL_TIME_ZONE: 'Europe/Paris' });
    [teacherA, teacherB, coTeacher, admin] = await Promise.all([
      staffAccount(t, 'teacher', { name: 'Mr A' }),
      staffAccount(t, 'teacher', { name: 'Ms B' }),
      staffAccount(t, 'teacher', { name: 'Mx Co' }),
      staffAccount(t, 'admin', { name: 'Head' }),
    ]);
    student = await signUp(t, { name: 'Sam Student' });
    otherStudent = await signUp(t, { name: 'Olu Other' });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('making a class', () => {
    it('a teacher makes a class with a code of 8 symbols without look-alikes; the maker is its teacher', async () => {
      const made = await createClass(teacherA.token);
      expect(made).toMatchObject({
        name: 'Maths 7B',
        subject: 'Mathematics',
        archived: false,
        membership: 'teacher',
        joiningEnabled: true,
        teacherNames: ['Mr A'],
        studentCount: 0,
        students: [],
        teachers: [{ id: teacherA.id, name: 'Mr A', email: teacherA.email }],
        rules: {
          tutorPaused: false,
          guideOnly: false,
          instructions: '',
          openHours: null,
          dailyTokensPerStudent: null,
        },
      });
      expect(made.joinCode).toMatch(CODE);
      const { rows } = await t.db.query('SELECT join_code FROM classes WHERE id = $1', [made.id]);
      expect(rows[0].join_code).toBe(made.joinCode);
      await waitForEvent(teacherA.id, 'class.created', `class:${made.id}`);
    });

    it('codes differ between classes', async () => {
      const codes = await Promise.all(
        Array.from(
          { length: 5 },
          async (_, i) => (await createClass(teacherB.token, { name: `Set ${i}` })).joinCode,
        ),
      );
      for (const code of codes) expect(code).toMatch(CODE);
      expect(new Set(codes).size).toBe(codes.length);
    });

    it('a student cannot make a class (403); without a token 401', async () => {
      await as(student.token).post('/classes', { name: 'Mine' }).expect(403);
      await t.http().post('/classes').send({ name: 'Mine' }).expect(401);
      await t.http().get('/classes').expect(401);
      await t.http().post('/classes/join').send({ joinCode: 'ABCDEFGH' }).expect(401);
    });

    it('every endpoint is in the OpenAPI document', async () => {
      const paths = (await t.http().get('/docs-json').expect(200)).body.paths;
      const operations = Object.entries(paths as Record<string, object>)
        .filter(([path]) => path.startsWith('/classes'))
        .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
        .sort();
      expect(operations).toEqual([
        'DELETE /classes/{id}/students/{userId}',
        'DELETE /classes/{id}/teachers/{userId}',
        'GET /classes',
        'GET /classes/{id}',
        'GET /classes/{id}/live',
        'PATCH /classes/{id}',
        'POST /classes',
        'POST /classes/join',
        'POST /classes/{id}/join-code',
        'POST /classes/{id}/teachers',
      ]);
    });

    it.each([
      ['no name', {}, 'Name must be text'],
      ['an empty name', { name: '' }, 'Please give the class a name'],
      ['a blank name', { name: '   ' }, 'Please give the class a name'],
      ['a name of 101 characters', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      ['a number', { name: 42 }, 'Name must be text'],
      [
        'a subject of 101 characters',
        { name: 'Maths', subject: 'y'.repeat(101) },
        'Subject must be at most 100 characters',
      ],
      ['an unknown field', { name: 'Maths', room: '12' }, 'Unknown field: room'],
    ])('refuses %s with 400', async (_label, body, message) => {
      const response = await as(teacherA.token).post('/classes', body).expect(400);
      expect(response.body).toEqual({ success: false, errors: [{ msg: message }] });
    });
  });

  describe('joining with a code', () => {
    it('case, spaces and dashes do not matter; joining twice changes nothing', async () => {
      const made = await createClass(teacherA.token, { name: 'History 8' });
      const typed = ` ${made.joinCode.slice(0, 4).toLowerCase()}-${made.joinCode.slice(4).toLowerCase()} `;
      const first = await join(student.token, typed).expect(200);
      expect(first.body).toEqual({
        success: true,
        class: { id: made.id, name: 'History 8', subject: null, alreadyMember: false },
      });
      const again = await join(student.token, made.joinCode).expect(200);
      expect(again.body.class).toMatchObject({ id: made.id, alreadyMember: true });
      const { rows } = await t.db.query('SELECT ended_at FROM class_students WHERE class_id = $1', [made.id]);
      expect(rows).toEqual([{ ended_at: null }]);
      expect(await waitForEvent(student.id, 'class.joined', `class:${made.id}`)).toBe(1);
      expect(await classIds(student.token)).toContain(made.id);
    });

    it('rotating the code: the old one is 404 at once, the new one works', async () => {
      const made = await createClass(teacherA.token, { name: 'Rotating' });
      const rotated = (await as(teacherA.token).post(`/classes/${made.id}/join-code`).expect(200)).body.class;
      expect(rotated.joinCode).toMatch(CODE);
      expect(rotated.joinCode).not.toBe(made.joinCode);
      const old = await join(student.token, made.joinCode).expect(404);
      expect(old.body).toEqual({ success: false, errors: [{ msg: NO_SUCH_CODE }] });
      await join(student.token, rotated.joinCode).expect(200);
      await waitForEvent(teacherA.id, 'class.code_rotated', `class:${made.id}`);
    });

    it('joining turned off: 404 with the same message; on again: joins', async () => {
      const made = await createClass(teacherA.token, { name: 'Closed door' });
      const off = await as(teacherA.token)
        .patch(`/classes/${made.id}`, { joiningEnabled: false })
        .expect(200);
      expect(off.body.class.joiningEnabled).toBe(false);
      expect((await join(otherStudent.token, made.joinCode).expect(404)).body.errors[0].msg).toBe(
        NO_SUCH_CODE,
      );
      await as(teacherA.token).patch(`/classes/${made.id}`, { joiningEnabled: true }).expect(200);
      await join(otherStudent.token, made.joinCode).expect(200);
    });

    it('a wrong code and a code that cannot be one: the same 404', async () => {
      const typo = await signUp(t, { name: 'Typo' });
      expect((await join(typo.token, 'ZZZZ-ZZZZ').expect(404)).body.errors[0].msg).toBe(NO_SUCH_CODE);
      expect((await join(typo.token, 'O0I1L').expect(404)).body.errors[0].msg).toBe(NO_SUCH_CODE);
      await join(typo.token, '').expect(400);
    });

    it('a teacher does not join with a code (403)', async () => {
      const made = await createClass(teacherA.token, { name: 'Staff room' });
      await join(teacherB.token, made.joinCode).expect(403);
      await join(admin.token, made.joinCode).expect(403);
    });
  });

  describe('who sees which class', () => {
    let classA: { id: string; joinCode: string };
    let classB: { id: string; joinCode: string };
    let bOnly: SignedUp;

    beforeAll(async () => {
      bOnly = await signUp(t, { name: 'Bea B-only' });
      classA = await createClass(teacherA.token, { name: 'A class' });
      classB = await createClass(teacherB.token, { name: 'B class' });
      await join(student.token, classA.joinCode).expect(200);
      await join(otherStudent.token, classB.joinCode).expect(200);
      await join(bOnly.token, classB.joinCode).expect(200);
    });

    it('a teacher of class A gets 404 for everything of class B, never 403', async () => {
      const teacher = as(teacherA.token);
      const b = `/classes/${classB.id}`;
      expect((await teacher.get(b).expect(404)).body).toEqual(NOT_FOUND);
      expect((await teacher.patch(b, { tutorPaused: true }).expect(404)).body).toEqual(NOT_FOUND);
      await teacher.post(`${b}/join-code`).expect(404);
      await teacher.delete(`${b}/students/${otherStudent.id}`).expect(404);
      await teacher.post(`${b}/teachers`, { email: teacherA.email }).expect(404);
      await teacher.delete(`${b}/teachers/${teacherB.id}`).expect(404);
      // Nothing changed in B.
      const { rows } = await t.db.query(
        `SELECT c.tutor_paused, c.join_code, s.ended_at FROM classes c JOIN class_students s ON s.class_id = c.id
          WHERE c.id = $1`,
        [classB.id],
      );
      expect(rows).toEqual([
        { tutor_paused: false, join_code: classB.joinCode, ended_at: null },
        { tutor_paused: false, join_code: classB.joinCode, ended_at: null },
      ]);
      expect(await classIds(teacherA.token)).not.toContain(classB.id);
      expect(await classIds(teacherA.token)).toContain(classA.id);
    });

    it('an unknown or malformed id is the same 404', async () => {
      await as(teacherA.token).get('/classes/00000000-0000-4000-8000-000000000000').expect(404);
      await as(teacherA.token).get('/classes/not-a-uuid').expect(404);
      await as(teacherA.token).patch('/classes/not-a-uuid', { name: 'x' }).expect(404);
    });

    it("a student sees only their own classes, without the code, the students or the teachers' emails", async () => {
      expect(await classIds(otherStudent.token)).toEqual(expect.not.arrayContaining([classA.id]));
      await as(otherStudent.token).get(`/classes/${classA.id}`).expect(404);
      const list = (await as(student.token).get('/classes').expect(200)).body.classes;
      expect(list.find((c: { id: string }) => c.id === classA.id)).toMatchObject({
        name: 'A class',
        membership: 'student',
        joinCode: null,
        studentCount: null,
        teacherNames: ['Mr A'],
      });
      expect(list.map((c: { id: string }) => c.id)).not.toContain(classB.id);
      const detail = (await as(student.token).get(`/classes/${classA.id}`).expect(200)).body.class;
      expect(detail).toMatchObject({
        joinCode: null,
        students: null,
        teachers: [{ id: teacherA.id, name: 'Mr A', email: null }],
      });
      // A student cannot manage their class.
      await as(student.token).patch(`/classes/${classA.id}`, { tutorPaused: true }).expect(403);
    });

    it('an admin sees and manages every class', async () => {
      const ids = await classIds(admin.token);
      expect(ids).toEqual(expect.arrayContaining([classA.id, classB.id]));
      const detail = (await as(admin.token).get(`/classes/${classB.id}`).expect(200)).body.class;
      expect(detail).toMatchObject({ membership: 'admin', joinCode: classB.joinCode });
      expect(detail.students.map((s: { id: string }) => s.id).sort()).toEqual(
        [otherStudent.id, bOnly.id].sort(),
      );
      expect(detail.students).toContainEqual(
        expect.objectContaining({ id: otherStudent.id, email: otherStudent.email }),
      );
      await as(admin.token).patch(`/classes/${classB.id}`, { guideOnly: true }).expect(200);
      await as(admin.token).post(`/classes/${classB.id}/join-code`).expect(200);
      await as(admin.token).patch(`/classes/${classB.id}`, { guideOnly: false }).expect(200);
    });

    it('the console scope other modules read: a teacher sees the students of their classes only', async () => {
      const classes = t.app.get(ClassesService);
      expect(await classes.teacherSeesStudent({ id: teacherA.id, role: 'teacher' }, student.id)).toBe(true);
      expect(await classes.teacherSeesStudent({ id: teacherA.id, role: 'teacher' }, bOnly.id)).toBe(false);
      expect(await classes.teacherSeesStudent({ id: teacherB.id, role: 'teacher' }, bOnly.id)).toBe(true);
      expect(await classes.teacherSeesStudent({ id: admin.id, role: 'admin' }, bOnly.id)).toBe(true);
      expect(await classes.classIdsTaughtBy(teacherA.id)).toContain(classA.id);
      expect(await classes.classIdsTaughtBy(teacherA.id)).not.toContain(classB.id);
      expect(await classes.isActiveStudent(classA.id, student.id)).toBe(true);
      expect(await classes.isActiveStudent(classB.id, student.id)).toBe(false);
    });
  });

  describe('co-teachers', () => {
    it('added by the email (any case) of a teacher account; they see and manage the class', async () => {
      const made = await createClass(teacherA.token, { name: 'Shared' });
      const added = await as(teacherA.token)
        .post(`/classes/${made.id}/teachers`, { email: coTeacher.email.toUpperCase() })
        .expect(200);
      expect(added.body.class.teachers.map((x: { id: string }) => x.id)).toEqual([teacherA.id, coTeacher.id]);
      expect(added.body.class.teacherNames).toEqual(['Mr A', 'Mx Co']);
      expect(await classIds(coTeacher.token)).toContain(made.id);
      await as(coTeacher.token).patch(`/classes/${made.id}`, { instructions: 'Fractions' }).expect(200);
      // Twice: no change.
      await as(teacherA.token).post(`/classes/${made.id}/teachers`, { email: coTeacher.email }).expect(200);
      const { rows } = await t.db.query('SELECT count(*)::int AS n FROM class_teachers WHERE class_id = $1', [
        made.id,
      ]);
      expect(rows[0].n).toBe(2);
    });

    it("an unknown email is 404, a student's 400, with clear messages", async () => {
      const made = await createClass(teacherA.token, { name: 'Solo' });
      const unknown = await as(teacherA.token)
        .post(`/classes/${made.id}/teachers`, { email: 'nobody@school.example' })
        .expect(404);
      expect(unknown.body.errors[0].msg).toMatch(/No teacher account has this email/);
      const studentEmail = await as(teacherA.token)
        .post(`/classes/${made.id}/teachers`, { email: student.email })
        .expect(400);
      expect(studentEmail.body.errors[0].msg).toMatch(/student's: only teachers and administrators/);
      await as(teacherA.token).post(`/classes/${made.id}/teachers`, { email: 'not an email' }).expect(400);
    });

    it('a teacher is removed, never the last one (409)', async () => {
      const made = await createClass(teacherA.token, { name: 'Two teachers' });
      await as(teacherA.token).post(`/classes/${made.id}/teachers`, { email: coTeacher.email }).expect(200);
      await as(teacherA.token).delete(`/classes/${made.id}/teachers/${coTeacher.id}`).expect(200);
      await as(coTeacher.token).get(`/classes/${made.id}`).expect(404);
      await as(teacherA.token).delete(`/classes/${made.id}/teachers/${coTeacher.id}`).expect(404);
      const last = await as(teacherA.token).delete(`/classes/${made.id}/teachers/${teacherA.id}`).expect(409);
      expect(last.body.errors[0].msg).toMatch(/at least one teacher/);
    });
  });

  describe('archiving and removing students', () => {
    it('an archived class is hidden from its students and cannot be joined; its teacher still sees it', async () => {
      const made = await createClass(teacherA.token, { name: 'Last year' });
      await join(student.token, made.joinCode).expect(200);
      const archived = await as(teacherA.token).patch(`/classes/${made.id}`, { archived: true }).expect(200);
      expect(archived.body.class.archived).toBe(true);
      expect(await classIds(student.token)).not.toContain(made.id);
      await as(student.token).get(`/classes/${made.id}`).expect(404);
      expect((await join(otherStudent.token, made.joinCode).expect(404)).body.errors[0].msg).toBe(
        NO_SUCH_CODE,
      );
      const teacherList = (await as(teacherA.token).get('/classes').expect(200)).body.classes;
      expect(teacherList.find((c: { id: string }) => c.id === made.id)).toMatchObject({ archived: true });
      // Archived classes come last in a teacher's list.
      expect(teacherList.at(-1).archived).toBe(true);
      await as(teacherA.token).patch(`/classes/${made.id}`, { archived: false }).expect(200);
      expect(await classIds(student.token)).toContain(made.id);
    });

    it('a teacher removes a student (ended_at kept); the student may join again while the code stands', async () => {
      const made = await createClass(teacherA.token, { name: 'Removal' });
      await join(otherStudent.token, made.joinCode).expect(200);
      await as(teacherA.token).delete(`/classes/${made.id}/students/${otherStudent.id}`).expect(200);
      const { rows } = await t.db.query(
        'SELECT ended_at FROM class_students WHERE class_id = $1 AND user_id = $2',
        [made.id, otherStudent.id],
      );
      expect(rows[0].ended_at).toBeInstanceOf(Date);
      expect(await classIds(otherStudent.token)).not.toContain(made.id);
      await as(otherStudent.token).get(`/classes/${made.id}`).expect(404);
      const detail = (await as(teacherA.token).get(`/classes/${made.id}`).expect(200)).body.class;
      expect(detail).toMatchObject({ students: [], studentCount: 0 });
      // Removing again: still removed; someone never in the class: 404.
      await as(teacherA.token).delete(`/classes/${made.id}/students/${otherStudent.id}`).expect(200);
      await as(teacherA.token).delete(`/classes/${made.id}/students/${student.id}`).expect(404);
      const back = await join(otherStudent.token, made.joinCode).expect(200);
      expect(back.body.class.alreadyMember).toBe(false);
    });
  });

  describe('rules', () => {
    it('PATCH sets the rules; the tutor reads them with rulesForConversationClass', async () => {
      const made = await createClass(teacherA.token, { name: 'Rules' });
      const patched = await as(teacherA.token)
        .patch(`/classes/${made.id}`, {
          name: 'Rules 2',
          subject: 'Physics',
          tutorPaused: true,
          guideOnly: true,
          instructions: '  Year 9 forces: ask for units.  ',
          openHours: { days: [5, 1, 2, 3, 4], from: '08:00', to: '16:00' },
          dailyTokensPerStudent: 20000,
        })
        .expect(200);
      expect(patched.body.class).toMatchObject({
        name: 'Rules 2',
        subject: 'Physics',
        rules: {
          tutorPaused: true,
          guideOnly: true,
          instructions: 'Year 9 forces: ask for units.',
          openHours: [{ days: [1, 2, 3, 4, 5], from: '08:00', to: '16:00' }],
          dailyTokensPerStudent: 20000,
        },
      });
      const classes = t.app.get(ClassesService);
      const rules = await classes.rulesForConversationClass(made.id);
      expect(rules).toEqual({
        classId: made.id,
        className: 'Rules 2',
        archived: false,
        tutorPaused: true,
        guideOnly: true,
        instructions: 'Year 9 forces: ask for units.',
        openHours: [{ days: [1, 2, 3, 4, 5], from: '08:00', to: '16:00' }],
        dailyTokensPerStudent: 20000,
      });
      expect(classes.availability(rules!)).toMatchObject({
        open: false,
        reason: 'paused',
        message: 'Your teacher has paused the AI tutor for Rules 2',
      });
      // SCHOOL_TIME_ZONE=Europe/Paris: Friday 2027-01-08 17:30 UTC is 18:30 there, after school.
      expect(
        classes.availability({ ...rules!, tutorPaused: false }, new Date('2027-01-08T17:30:00Z')),
      ).toEqual({
        open: false,
        reason: 'closed',
        opensAt: new Date('2027-01-11T07:00:00Z'),
        message: 'The AI tutor for Rules 2 opens again on Monday at 08:00',
      });
      // Only what is sent changes; null clears.
      const cleared = await as(teacherA.token)
        .patch(`/classes/${made.id}`, {
          subject: null,
          openHours: null,
          dailyTokensPerStudent: null,
          tutorPaused: false,
        })
        .expect(200);
      expect(cleared.body.class).toMatchObject({
        name: 'Rules 2',
        subject: null,
        rules: {
          tutorPaused: false,
          guideOnly: true,
          instructions: 'Year 9 forces: ask for units.',
          openHours: null,
          dailyTokensPerStudent: null,
        },
      });
      expect(await classes.rulesForConversationClass('00000000-0000-4000-8000-000000000000')).toBeUndefined();
      expect(await classes.rulesForConversationClass('nope')).toBeUndefined();
    });

    it.each([
      ['an empty name', { name: '' }, 'The class name cannot be empty'],
      ['a name of 101 characters', { name: 'n'.repeat(101) }, 'Name must be at most 100 characters'],
      [
        'instructions of 2,001 characters',
        { instructions: 'i'.repeat(2001) },
        'Instructions must be at most 2,000 characters',
      ],
      ['tutorPaused "yes"', { tutorPaused: 'yes' }, 'tutorPaused must be true or false'],
      ['archived null', { archived: null }, 'archived must be true or false'],
      [
        'an allowance of 0',
        { dailyTokensPerStudent: 0 },
        'dailyTokensPerStudent must be a whole number from 1 to 10,000,000, or null',
      ],
      [
        'an allowance of 1.5',
        { dailyTokensPerStudent: 1.5 },
        'dailyTokensPerStudent must be a whole number from 1 to 10,000,000, or null',
      ],
      [
        'open hours without slots',
        { openHours: [] },
        'openHours needs at least one slot (send null for a tutor open at all hours)',
      ],
      [
        'open hours ending before they start',
        { openHours: { days: [1], from: '16:00', to: '08:00' } },
        'openHours.from must be before openHours.to',
      ],
      [
        'open hours on day 0',
        { openHours: { days: [0], from: '08:00', to: '16:00' } },
        'openHours.days must hold whole numbers from 1 (Monday) to 7 (Sunday)',
      ],
      [
        'open hours from "8am"',
        { openHours: [{ days: [1], from: '8am', to: '16:00' }] },
        'openHours[0].from must be a time such as "08:00" (24 hours)',
      ],
      ['open hours as text', { openHours: 'weekdays' }, 'openHours must be an object with days, from and to'],
      ['a join code (not settable)', { joinCode: 'ABCDEFGH' }, 'Unknown field: joinCode'],
    ])('PATCH refuses %s with 400', async (_label, body, message) => {
      const made = await createClass(teacherA.token, { name: 'Validation' });
      const response = await as(teacherA.token).patch(`/classes/${made.id}`, body).expect(400);
      expect(response.body).toEqual({ success: false, errors: [{ msg: message }] });
    });

    it('instructions of exactly 2,000 characters are kept', async () => {
      const made = await createClass(teacherA.token, { name: 'Long instructions' });
      const response = await as(teacherA.token)
        .patch(`/classes/${made.id}`, { instructions: 'i'.repeat(2000) })
        .expect(200);
      expect(response.body.class.rules.instructions).toHaveLength(2000);
    });
  });

  describe('guessing codes', () => {
    it('10 tries per student in 10 minutes, then 429 with Retry-After, even with the right code; other students go on', async () => {
      const made = await createClass(teacherA.token, { name: 'Guarded' });
      const guesser = await signUp(t, { name: 'Guesser' });
      for (let i = 0; i < 10; i++) await join(guesser.token, `ZZZZZZZ${'23456789ABCD'[i]}`).expect(404);
      const refused = await join(guesser.token, made.joinCode).expect(429);
      expect(refused.body.errors[0].msg).toMatch(
        /^Too many tries with join codes: please wait (10 minutes|[1-9]\d? seconds?) and try again/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await waitForEvent(guesser.id, 'limit.refused');
      const { rows } = await t.db.query('SELECT 1 FROM class_students WHERE user_id = $1', [guesser.id]);
      expect(rows).toEqual([]);
      // The limit is the guesser's, not the school's address.
      const classmate = await signUp(t, { name: 'Classmate' });
      await join(classmate.token, made.joinCode).expect(200);
    });
  });
});
