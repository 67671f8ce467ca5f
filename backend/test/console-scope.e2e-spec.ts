// A teacher's console shows the students of their classes only (docs/classes.md): every console
// area, with the class picker (classId), and another class's student or question is a 404 from
// the backend, as an unknown id; admins see everyone. The real app over HTTP on real Postgres.
import { classWith, signUp, staffAccount, startTestApp, type SignedUp, type TestApp } from './test-app.js';

describe("a teacher's console is scoped to their classes", () => {
  let t: TestApp;
  let teacherA: SignedUp;
  let teacherB: SignedUp;
  let admin: SignedUp;
  let ana: SignedUp; // in class A
  let ben: SignedUp; // in class B
  let nia: SignedUp; // in no class
  let classA: string;
  let classB: string;
  const questions: Record<string, string> = {};

  const as = (token: string) => ({
    get: (path: string) => t.http().get(path).set('auth-token', token),
    post: (path: string, body: object = {}) => t.http().post(path).set('auth-token', token).send(body),
  });
  const ids = (items: { id: string }[]) => items.map((item) => item.id);
  const NOT_FOUND_QUESTION = { success: false, errors: [{ msg: 'Question not found' }] };
  const NOT_FOUND_STUDENT = { success: false, errors: [{ msg: 'Student not found' }] };

  beforeAll(async () => {
    t = await startTestApp({ SIGNUPS_PER_ADDRESS_PER_HOUR: '1000' });
    [teacherA, teacherB, admin] = await Promise.all([
      staffAccount(t, 'teacher', { name: 'Ms A' }),
      staffAccount(t, 'teacher', { name: 'Mr B' }),
      staffAccount(t, 'admin', { name: 'Head' }),
    ]);
    [ana, ben, nia] = await Promise.all([
      signUp(t, { name: 'Ana' }),
      signUp(t, { name: 'Ben' }),
      signUp(t, { name: 'Nia' }),
    ]);
    classA = (await classWith(t, teacherA.token, [ana.token])).id;
    classB = (await classWith(t, teacherB.token, [ben.token])).id;
    for (const student of [ana, ben, nia]) {
      const asked = await as(student.token)
        .post('/ques/addques', { userQues: `Help ${student.name}` })
        .expect(200);
      questions[student.name] = asked.body.id as string;
      await as(student.token).post(`/ques/${asked.body.id}/escalate`, { note: 'please' }).expect(200);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('questions: the list, the class picker, the overview and "Ask a teacher" reach the right adults', async () => {
    const listOf = async (token: string, query = '') =>
      ids((await as(token).get(`/teacher/questions${query}`).expect(200)).body.items);
    expect(await listOf(teacherA.token)).toEqual([questions.Ana]);
    expect(await listOf(teacherB.token)).toEqual([questions.Ben]);
    expect((await listOf(admin.token)).sort()).toEqual([questions.Ana, questions.Ben, questions.Nia].sort());
    expect(await listOf(teacherA.token, `?classId=${classA}`)).toEqual([questions.Ana]);
    expect(await listOf(admin.token, `?classId=${classB}`)).toEqual([questions.Ben]);
    const other = await as(teacherA.token).get(`/teacher/questions?classId=${classB}`);
    expect({ status: other.status, body: other.body }).toEqual({
      status: 404,
      body: { success: false, errors: [{ msg: 'Class not found' }] },
    });
    await as(teacherA.token).get('/teacher/questions?classId=nope').expect(400);
    // Each escalation counts for the teachers of the student's class; one in no class for admins.
    const waiting = async (token: string) =>
      (await as(token).get('/teacher/overview').expect(200)).body.overview.escalationsWaiting as number;
    expect([
      await waiting(teacherA.token),
      await waiting(teacherB.token),
      await waiting(admin.token),
    ]).toEqual([1, 1, 3]);
    // Ana joins class B too: her question asked in class A still reaches class A's teacher only,
    // though Mr B now finds Ana's questions in his list (she is his student as well).
    const joinB = (await as(teacherB.token).get(`/classes/${classB}`).expect(200)).body.class
      .joinCode as string;
    await as(ana.token).post('/classes/join', { joinCode: joinB }).expect(200);
    expect(await waiting(teacherB.token)).toBe(1);
    expect(await listOf(teacherB.token)).toContain(questions.Ana);
  });

  it("another class's question is a 404 for opening, replying and flagging", async () => {
    await as(teacherA.token).get(`/teacher/questions/${questions.Ana}`).expect(200);
    for (const id of [questions.Ben, questions.Nia]) {
      expect((await as(teacherA.token).get(`/teacher/questions/${id}`)).body).toEqual(NOT_FOUND_QUESTION);
      expect((await as(teacherA.token).post(`/teacher/questions/${id}/replies`, { body: 'hi' })).status).toBe(
        404,
      );
      expect(
        (await as(teacherA.token).post(`/teacher/questions/${id}/incorrect`, { comment: 'no' })).status,
      ).toBe(404);
    }
    await as(admin.token).get(`/teacher/questions/${questions.Nia}`).expect(200);
    const replies = await t.db.query('SELECT count(*)::int AS n FROM teacher_replies');
    expect(replies.rows[0].n).toBe(0);
  });

  it("another class's student is a 404 on every student page and action", async () => {
    for (const [method, path, body] of [
      ['get', `/teacher/students/${ben.id}`, undefined],
      ['post', `/teacher/students/${ben.id}/approve`, {}],
      ['post', `/teacher/students/${ben.id}/reset-link`, {}],
      ['post', `/teacher/students/${ben.id}/ai-quota`, { extraTokens: 100 }],
    ] as const) {
      const response =
        method === 'get' ? await as(teacherA.token).get(path) : await as(teacherA.token).post(path, body);
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 404,
        body: NOT_FOUND_STUDENT,
      });
    }
    await as(teacherA.token).get(`/teacher/students/${ana.id}`).expect(200);
    await as(admin.token).get(`/teacher/students/${ben.id}`).expect(200);
  });

  it('tutor use and the access log show the scope’s students only', async () => {
    const usage = async (token: string, query = '') =>
      (
        (await as(token).get(`/teacher/ai-usage${query}`).expect(200)).body.items as {
          student: { id: string };
        }[]
      ).map((item) => item.student.id);
    expect(await usage(teacherA.token)).toEqual([ana.id]);
    expect((await usage(admin.token)).sort()).toEqual(expect.arrayContaining([ana.id, ben.id, nia.id]));
    expect(await usage(admin.token, `?classId=${classA}`)).toEqual([ana.id]);
    // Openings recorded by the admin (every student) and by teacher B (Ben).
    await as(admin.token).get(`/teacher/questions/${questions.Ana}`).expect(200);
    await as(teacherB.token).get(`/teacher/questions/${questions.Ben}`).expect(200);
    const logOf = async (token: string, query = '') =>
      (
        (await as(token).get(`/teacher/access-log${query}`).expect(200)).body.items as { studentId: string }[]
      ).map((item) => item.studentId);
    expect(new Set(await logOf(teacherA.token))).toEqual(new Set([ana.id]));
    // Ana joined class B in the first test: her record is Mr B's to see too.
    expect(new Set(await logOf(teacherB.token))).toEqual(new Set([ben.id, ana.id]));
    expect(new Set(await logOf(admin.token))).toEqual(new Set([ana.id, ben.id, nia.id]));
    expect(new Set(await logOf(admin.token, `?classId=${classA}`))).toEqual(new Set([ana.id]));
  });
});
