import { startMailbox } from '@elearning/test-mailbox';
import { runTeacherCli } from '../src/cli/teacher.js';
import { FakeGoogleKeys } from './google/fake-google-keys.js';
import {
  classWith,
  emailedVerificationToken,
  staffAccount,
  startTestApp,
  validUser,
  type TestApp,
} from './test-app.js';

const PROJECT_ID = 'demo-elearning';
const TEACHER_EMAIL = 'head.teacher@school.example';
const GOOGLE_TEACHER_EMAIL = 'google.teacher@school.example';
const TEACHERS_ONLY = { success: false, errors: [{ msg: 'This is for teachers only' }] };

/** Every teacher endpoint, with a body where it takes one. */
const TEACHER_CALLS: { method: 'get' | 'post'; path: string; body?: object }[] = [
  { method: 'get', path: '/teacher/overview' },
  { method: 'get', path: '/teacher/questions' },
  { method: 'get', path: '/teacher/questions/00000000-0000-4000-8000-000000000000' },
  {
    method: 'post',
    path: '/teacher/questions/00000000-0000-4000-8000-000000000000/replies',
    body: { body: 'x' },
  },
  {
    method: 'post',
    path: '/teacher/questions/00000000-0000-4000-8000-000000000000/incorrect',
    body: { comment: 'x' },
  },
  { method: 'get', path: '/teacher/contact' },
  { method: 'get', path: '/teacher/contact/00000000-0000-4000-8000-000000000000' },
  { method: 'post', path: '/teacher/contact/00000000-0000-4000-8000-000000000000/handled' },
  {
    method: 'post',
    path: '/teacher/contact/00000000-0000-4000-8000-000000000000/replies',
    body: { body: 'x' },
  },
  { method: 'get', path: '/teacher/access-log' },
];

/** Teacher support over HTTP on the real app and Postgres (docs/teachers.md). */
describe('teacher support', () => {
  let api: TestApp;
  let google: FakeGoogleKeys;
  let teacherToken: string;
  let studentToken: string;
  let classId: string;

  const cliOutput = () => {
    const lines: string[] = [];
    return {
      lines,
      out: { log: (m: string) => lines.push(m), error: (m: string) => lines.push(`error: ${m}`) },
    };
  };
  const cli = async (...args: string[]) => {
    const { lines, out } = cliOutput();
    const status = await runTeacherCli(args, { DATABASE_URL: api.config.databaseUrl }, out);
    return { status, lines };
  };
  const signUp = async (overrides: Partial<ReturnType<typeof validUser>> = {}) => {
    const user = validUser(overrides);
    const response = await api.http().post('/auth/createuser').send(user);
    expect(response.status).toBe(200);
    return { ...user, token: response.body.authToken as string };
  };
  const as = (token: string) => ({
    get: (path: string) => api.http().get(path).set('auth-token', token),
    post: (path: string, body?: object) => api.http().post(path).set('auth-token', token).send(body),
    put: (path: string, body?: object) => api.http().put(path).set('auth-token', token).send(body),
  });
  const ask = async (token: string, userQues: string) => {
    const response = await as(token).post('/ques/addques', { userQues });
    expect(response.status).toBe(200);
    return response.body.id as string;
  };

  beforeAll(async () => {
    google = await FakeGoogleKeys.start(PROJECT_ID);
    api = await startTestApp({
      TEACHER_EMAILS: `${TEACHER_EMAIL.toUpperCase()}, ${GOOGLE_TEACHER_EMAIL}`,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_JWKS_URL: google.jwksUrl,
    });
    teacherToken = (await staffAccount(api, 'teacher', { email: TEACHER_EMAIL, name: 'Ms Head' })).token;
    studentToken = (await signUp({ name: 'Sam Student' })).token;
    classId = (await classWith(api, teacherToken, [studentToken])).id;
  });
  afterAll(async () => {
    await api?.close();
    await google?.stop();
  });

  describe('roles', () => {
    it('GET /auth/me: a teacher is a teacher, every other sign-up a student whose email is not verified', async () => {
      const teacher = await as(teacherToken).get('/auth/me');
      expect(teacher.status).toBe(200);
      expect(teacher.body).toEqual({
        success: true,
        user: {
          id: expect.any(String),
          name: 'Ms Head',
          email: TEACHER_EMAIL,
          role: 'teacher',
          emailVerified: true,
          vouched: true,
        },
        unseenReplies: 0,
      });
      // Sam is in a class (vouched for by it); a student in none and unverified is not.
      const loner = (await signUp({ name: 'Lou Alone' })).token;
      expect((await as(loner).get('/auth/me')).body.user).toMatchObject({
        role: 'student',
        emailVerified: false,
        vouched: false,
      });
      expect((await api.http().get('/auth/me')).status).toBe(401);
    });

    it('promotes a TEACHER_EMAILS account signing in with Google', async () => {
      const idToken = await google.signToken({
        claims: { sub: 'uid-teacher', email: GOOGLE_TEACHER_EMAIL, name: 'G Teacher' },
      });
      const login = await api.http().post('/auth/google').send({ idToken });
      expect(login.status).toBe(200);
      const overview = await as(login.body.authToken).get('/teacher/overview');
      expect(overview.status).toBe(200);
      expect(overview.body).toEqual({
        success: true,
        overview: {
          escalationsWaiting: expect.any(Number),
          contactOpen: expect.any(Number),
          questionsToday: expect.any(Number),
        },
      });
    });

    it.each(TEACHER_CALLS)(
      '$method $path: 401 without a token, 403 with a student token',
      async ({ method, path, body }) => {
        const anonymous = await api.http()[method](path).send(body);
        expect(anonymous.status).toBe(401);
        expect(anonymous.body).toEqual({ success: false, errors: [{ msg: expect.any(String) }] });
        const student = await api.http()[method](path).set('auth-token', studentToken).send(body);
        expect(student.status).toBe(403);
        expect(student.body).toEqual(TEACHERS_ONLY);
      },
    );

    it('the CLI promotes and demotes; a demoted teacher’s old token is refused at once', async () => {
      const colleague = await signUp({ email: 'colleague@school.example' });
      expect((await as(colleague.token).get('/teacher/overview')).status).toBe(403);

      // Anyone can sign up with any address: without a verified email the operator must vouch.
      const refused = await cli('add', 'Colleague@School.example');
      expect(refused.status).toBe(1);
      expect(refused.lines[0]).toMatch(/^error: colleague@school\.example has not verified its email/);
      expect((await as(colleague.token).get('/teacher/overview')).status).toBe(403);
      expect(await cli('add', 'Colleague@School.example', '--verified')).toEqual({
        status: 0,
        lines: ['colleague@school.example is now a teacher (was a student).'],
      });
      // A role change ends the earlier sessions (src/auth/sessions; the CLI is another process: the backend
      // re-reads the token version within a second): the old token gets 401, a new login works.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await as(colleague.token).get('/teacher/overview')).status).toBe(401);
      const login = await api
        .http()
        .post('/auth/login')
        .send({ email: colleague.email, password: colleague.password });
      const teacherSession = login.body.authToken as string;
      expect((await as(teacherSession).get('/teacher/overview')).status).toBe(200);
      expect((await cli('add', 'colleague@school.example')).lines).toEqual([
        'colleague@school.example is already a teacher; nothing changed.',
      ]);

      expect(await cli('remove', 'colleague@school.example')).toEqual({
        status: 0,
        lines: ['colleague@school.example is now a student (was a teacher).'],
      });
      // Refused on every teacher endpoint from the next request on (403 by the role read from the
      // database, or 401 once the raised token version is seen).
      for (const { method, path, body } of TEACHER_CALLS) {
        const response = await api.http()[method](path).set('auth-token', teacherSession).send(body);
        expect([401, 403]).toContain(response.status);
      }
    });

    it('the CLI says so for an unknown email and for wrong arguments', async () => {
      expect(await cli('add', 'nobody@school.example')).toEqual({
        status: 1,
        lines: [
          'error: No account has the email nobody@school.example: the person must sign up (or sign in with Google) first.',
        ],
      });
      expect((await cli('promote', 'x@y.z')).status).toBe(2);
      expect((await cli('add')).lines).toEqual([
        'error: Usage: npm run teacher -- add <email> [--verified] | remove <email>',
      ]);
    });
  });

  describe('escalations and teacher replies', () => {
    it('round trip: escalate with a note (idempotent), the teacher finds, opens and answers it, the student sees it', async () => {
      const questionId = await ask(studentToken, 'Why is the sky blue?');
      const escalated = await as(studentToken).post(`/ques/${questionId}/escalate`, {
        note: '  I do not get step 2  ',
      });
      expect(escalated.status).toBe(200);
      expect(escalated.body).toEqual({
        success: true,
        support: {
          escalation: { note: 'I do not get step 2', status: 'waiting', createdAt: expect.any(String) },
          replies: [],
          incorrect: null,
        },
      });
      const again = await as(studentToken).post(`/ques/${questionId}/escalate`, { note: 'another note' });
      expect(again.body.support.escalation).toEqual(escalated.body.support.escalation);

      // Newer, not escalated: listed after the waiting one.
      await ask(studentToken, 'A newer question');
      const list = await as(teacherToken).get('/teacher/questions?pageSize=5');
      expect(list.status).toBe(200);
      expect(list.body.items[0]).toEqual({
        id: questionId,
        userQues: 'Why is the sky blue?',
        status: 'pending',
        createdAt: expect.any(String),
        student: { id: expect.any(String), name: 'Sam Student', email: expect.any(String) },
        escalation: 'waiting',
        replyCount: 0,
        incorrect: false,
        feedback: null,
      });
      const waiting = await as(teacherToken).get('/teacher/questions?escalation=waiting&q=sky');
      expect(waiting.body.items.map((item: { id: string }) => item.id)).toEqual([questionId]);
      expect(
        (await as(teacherToken).get('/teacher/overview')).body.overview.escalationsWaiting,
      ).toBeGreaterThanOrEqual(1);

      const opened = await as(teacherToken).get(`/teacher/questions/${questionId}`);
      expect(opened.status).toBe(200);
      expect(opened.body.question).toMatchObject({
        id: questionId,
        userQues: 'Why is the sky blue?',
        answer: null,
      });
      expect(opened.body.question.support.escalation.note).toBe('I do not get step 2');

      const reply = await as(teacherToken).post(`/teacher/questions/${questionId}/replies`, {
        body: 'Rayleigh **scattering**: short wavelengths scatter more.',
      });
      expect(reply.status).toBe(200);
      expect(reply.body.support.escalation.status).toBe('answered');
      expect(reply.body.support.replies).toEqual([
        {
          id: expect.any(String),
          body: 'Rayleigh **scattering**: short wavelengths scatter more.',
          teacherName: 'Ms Head',
          createdAt: expect.any(String),
        },
      ]);

      const flagged = await as(teacherToken).post(`/teacher/questions/${questionId}/incorrect`, {
        comment: 'The AI mixed up the colours.',
      });
      expect(flagged.body.support.incorrect).toEqual({
        comment: 'The AI mixed up the colours.',
        teacherName: 'Ms Head',
        createdAt: expect.any(String),
      });

      // The student's thumbs down and comment reach the console (docs/tutor.md, feedback).
      expect(opened.body.question.feedback).toBeNull();
      const rated = await as(studentToken).put(`/ques/${questionId}/feedback`, {
        rating: 'down',
        comment: 'I still do not get step 2',
      });
      expect(rated.status).toBe(200);
      expect((await as(teacherToken).get(`/teacher/questions/${questionId}`)).body.question.feedback).toEqual(
        {
          rating: 'down',
          comment: 'I still do not get step 2',
          updatedAt: rated.body.feedback.updatedAt,
        },
      );
      const rows = (await as(teacherToken).get('/teacher/questions?q=sky')).body.items;
      expect(rows.find((item: { id: string }) => item.id === questionId).feedback).toBe('down');

      // The student's side: the support view, the unseen count until seen.
      const seenByStudent = await as(studentToken).get(`/ques/${questionId}/support`);
      expect(seenByStudent.body.support.replies[0].body).toContain('Rayleigh');
      expect(seenByStudent.body.support.incorrect.comment).toBe('The AI mixed up the colours.');
      const mine = await as(studentToken).get('/support/questions');
      expect(mine.body.items[0]).toEqual({
        questionId,
        conversationId: expect.any(String),
        support: seenByStudent.body.support,
      });
      expect((await as(studentToken).get('/auth/me')).body.unseenReplies).toBe(1);
      expect((await as(studentToken).post('/support/seen')).body).toEqual({ success: true });
      expect((await as(studentToken).get('/auth/me')).body.unseenReplies).toBe(0);

      // The opening was recorded: who, what, when.
      const studentId = opened.body.question.student.id;
      const log = await as(teacherToken).get(`/teacher/access-log?student=${studentId}`);
      expect(log.body.items[0]).toEqual({
        id: expect.any(String),
        teacher: { id: expect.any(String), name: 'Ms Head', email: TEACHER_EMAIL },
        subject: 'question',
        subjectId: questionId,
        studentId,
        studentName: 'Sam Student',
        reason: null,
        createdAt: expect.any(String),
      });
      // The student's page (sign-ins, classes, AI use) is an opening of their data too.
      await as(teacherToken).get(`/teacher/students/${studentId}`).expect(200);
      const after = await as(teacherToken).get(`/teacher/access-log?student=${studentId}`);
      expect(after.body.items[0]).toMatchObject({ subject: 'student', subjectId: studentId, studentId });
      expect(after.body.items).toHaveLength(log.body.items.length + 1);
    });

    it('keeps concurrent replies of two teachers, each with its author', async () => {
      const questionId = await ask(studentToken, 'What is 0.1 + 0.2?');
      const second = await signUp({ email: 'second.teacher@school.example', name: 'Mr Second' });
      await cli('add', second.email, '--verified');
      // A role change ends the account's earlier sessions (src/auth/sessions): the new teacher logs in again.
      const login = await api
        .http()
        .post('/auth/login')
        .send({ email: second.email, password: second.password });
      const secondToken = login.body.authToken as string;
      // Both teach the student's class: the question is in both consoles.
      await as(teacherToken).post(`/classes/${classId}/teachers`, { email: second.email }).expect(200);
      const [a, b] = await Promise.all([
        as(teacherToken).post(`/teacher/questions/${questionId}/replies`, { body: 'About 0.3' }),
        as(secondToken).post(`/teacher/questions/${questionId}/replies`, { body: 'Floating point!' }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const support = (await as(studentToken).get(`/ques/${questionId}/support`)).body.support;
      expect(
        support.replies
          .map((r: { teacherName: string; body: string }) => `${r.teacherName}: ${r.body}`)
          .sort(),
      ).toEqual(['Mr Second: Floating point!', 'Ms Head: About 0.3']);
    });

    it("keeps another student's question a 404 and refuses bad input with 400", async () => {
      const questionId = await ask(studentToken, 'Mine');
      const other = await signUp();
      expect((await as(other.token).post(`/ques/${questionId}/escalate`, {})).status).toBe(404);
      expect((await as(other.token).get(`/ques/${questionId}/support`)).status).toBe(404);
      expect((await as(studentToken).post('/ques/not-a-uuid/escalate', {})).status).toBe(404);
      const long = await as(studentToken).post(`/ques/${questionId}/escalate`, { note: 'x'.repeat(1001) });
      expect(long.status).toBe(400);
      expect(long.body).toEqual({
        success: false,
        errors: [{ msg: 'Note must be at most 1,000 characters' }],
      });
      const empty = await as(teacherToken).post(`/teacher/questions/${questionId}/replies`, { body: '   ' });
      expect(empty.body).toEqual({ success: false, errors: [{ msg: 'Please write a reply' }] });
      expect((await as(teacherToken).get('/teacher/questions?pageSize=51')).status).toBe(400);
      expect((await as(teacherToken).get('/teacher/questions?escalation=maybe')).status).toBe(400);
      expect((await as(teacherToken).get('/teacher/questions/not-a-uuid')).status).toBe(404);
    });
  });

  describe('contact inbox', () => {
    it('replies to a query sent signed out reach only a verified account with its email, never a squatter', async () => {
      const owner = await signUp({ name: 'Una Verified' });
      await api
        .http()
        .post('/contact/addquery')
        .send({ name: 'Una', email: owner.email, message: 'Signed out question' })
        .expect(200);
      // Another signed-in account typing the owner's email does not make the query its own either.
      const classmate = await signUp({ name: 'Nosy' });
      await api
        .http()
        .post('/contact/addquery')
        .set('auth-token', classmate.token)
        .send({ name: 'Una', email: owner.email, message: 'Pretending' })
        .expect(200);
      const items = (await as(teacherToken).get('/teacher/contact?state=open')).body.items as {
        id: string;
        message: string;
      }[];
      for (const item of items.filter((query) =>
        ['Signed out question', 'Pretending'].includes(query.message),
      ))
        await as(teacherToken)
          .post(`/teacher/contact/${item.id}/replies`, { body: `Re: ${item.message}` })
          .expect(200);
      const seen = async (token: string) =>
        ((await as(token).get('/support/contact-replies')).body.items as { message: string }[]).map(
          (q) => q.message,
        );
      expect(await seen(owner.token)).toEqual([]); // email not verified yet
      expect(await seen(classmate.token)).toEqual(['Pretending']); // its own query, whatever email it typed
      await api.db.query(
        'UPDATE users SET email_verified_at = now() WHERE id = (SELECT id FROM users WHERE email = $1)',
        [owner.email],
      );
      expect(await seen(owner.token)).toEqual(['Signed out question']);
    });

    it('lists, opens (logged), replies without SMTP (mailto), marks handled and still takes replies', async () => {
      const student = await signUp({ name: 'Cora Contact' });
      await api
        .http()
        .post('/contact/addquery')
        .set('auth-token', student.token) // sent signed in: the account sees the replies
        .send({ name: 'Cora', email: student.email.toUpperCase(), message: 'When is the exam?' })
        .expect(200);
      const inbox = await as(teacherToken).get('/teacher/contact?state=open');
      const query = inbox.body.items[0];
      expect(query).toEqual({
        id: expect.any(String),
        name: 'Cora',
        email: student.email.toUpperCase(),
        message: 'When is the exam?',
        createdAt: expect.any(String),
        handledAt: null,
        accountId: expect.any(String),
        replies: [],
      });
      expect((await as(teacherToken).get(`/teacher/contact/${query.id}`)).status).toBe(200);

      const reply = await as(teacherToken).post(`/teacher/contact/${query.id}/replies`, {
        body: 'On **May 3**.',
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        success: true,
        reply: {
          id: expect.any(String),
          body: 'On **May 3**.',
          teacherName: 'Ms Head',
          emailed: false,
          createdAt: expect.any(String),
        },
        notEmailedReason: 'Not emailed: no mail server is configured (SMTP_URL)',
        mailto: expect.stringMatching(/^mailto:/),
      });
      expect(decodeURIComponent(reply.body.mailto)).toContain('On **May 3**.');

      const handled = await as(teacherToken).post(`/teacher/contact/${query.id}/handled`);
      expect(handled.body.query.handledAt).toEqual(expect.any(String));
      const open = await as(teacherToken).get('/teacher/contact?state=open&pageSize=50');
      expect(open.body.items.map((item: { id: string }) => item.id)).not.toContain(query.id);
      const later = await as(teacherToken).post(`/teacher/contact/${query.id}/replies`, {
        body: 'And bring a pen.',
      });
      expect(later.status).toBe(200);

      // The account with that email sees both replies in the app, and the count until seen.
      expect((await as(student.token).get('/auth/me')).body.unseenReplies).toBe(2);
      const own = await as(student.token).get('/support/contact-replies');
      expect(own.body.items[0].replies.map((r: { body: string }) => r.body)).toEqual([
        'On **May 3**.',
        'And bring a pen.',
      ]);

      const log = await as(teacherToken).get(`/teacher/access-log?student=${query.accountId}`);
      expect(log.body.items[0]).toMatchObject({
        subject: 'contact_query',
        subjectId: query.id,
        studentId: query.accountId,
        studentName: 'Cora Contact',
      });
    });

    it('the access log cannot be changed, even by SQL', async () => {
      await expect(api.db.query('DELETE FROM support_access_log')).rejects.toThrow(/append-only/);
      await expect(api.db.query('UPDATE support_access_log SET teacher_id = student_id')).rejects.toThrow(
        /append-only/,
      );
    });

    it('emails the reply through SMTP_URL (a real local SMTP server receives it)', async () => {
      const smtp = await startMailbox();
      const mailing = await startTestApp({
        JWT_SECRET: api.config.jwtSecret,
        TEACHER_EMAILS: 'mail.teacher@school.example',
        SMTP_URL: smtp.smtpUrl,
        SMTP_FROM: 'School <school@school.example>',
      });
      try {
        // A TEACHER_EMAILS sign-up is a teacher once the emailed verification link is used.
        const user = validUser({ email: 'mail.teacher@school.example' });
        await mailing.http().post('/auth/createuser').send(user).expect(200);
        const verified = await mailing
          .http()
          .post('/auth/verify-email')
          .send({ token: await emailedVerificationToken(smtp.received, user.email) })
          .expect(200);
        expect(verified.body).toEqual({ success: true, role: 'teacher', signInAgain: true });
        const teacher = await mailing
          .http()
          .post('/auth/login')
          .send({ email: user.email, password: user.password })
          .expect(200);
        await mailing
          .http()
          .post('/contact/addquery')
          .send({ name: 'Pat', email: 'pat@example.com', message: 'Hello?' })
          .expect(200);
        const token = teacher.body.authToken as string;
        const [query] = (await mailing.http().get('/teacher/contact').set('auth-token', token)).body.items;
        const reply = await mailing
          .http()
          .post(`/teacher/contact/${query.id}/replies`)
          .set('auth-token', token)
          .send({ body: 'Hi Pat, welcome.' });
        expect(reply.body).toMatchObject({
          success: true,
          reply: { emailed: true },
          notEmailedReason: null,
          mailto: null,
        });
        const toPat = smtp.mailsTo('pat@example.com');
        expect(toPat).toHaveLength(1);
        expect(toPat[0]).toMatchObject({ from: 'school@school.example', to: ['pat@example.com'] });
        expect(toPat[0]!.text).toContain('Hi Pat, welcome.');
        expect(toPat[0]!.subject).toBe('Re: your message to E-Learning');

        // Mail server gone: the reply is still stored, and the console is told why it was not sent.
        await smtp.stop();
        const offline = await mailing
          .http()
          .post(`/teacher/contact/${query.id}/replies`)
          .set('auth-token', token)
          .send({ body: 'Second try' });
        expect(offline.status).toBe(200);
        expect(offline.body).toMatchObject({
          reply: { emailed: false },
          notEmailedReason: expect.stringMatching(/could not be reached/),
        });
      } finally {
        await mailing.close();
      }
    });
  });
});
