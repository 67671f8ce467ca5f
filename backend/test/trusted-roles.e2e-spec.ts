// Trusted roles (docs/security.md, "Who is a teacher"): only a verified email becomes a teacher or
// an admin; invitations; the admins' endpoints; account farms; failures-only login limits with
// known devices. The real app over HTTP on real Postgres and a real local SMTP server.
import { type Mailbox, startMailbox } from '@elearning/test-mailbox';
import { runRoleCli } from '../src/cli/roles.js';
import { FakeGoogleKeys } from './google/fake-google-keys.js';
import { startTestRedis } from './redis-server.js';
import {
  emailedVerificationToken,
  signUp,
  staffAccount,
  startTestApp,
  validUser,
  type TestApp,
} from './test-app.js';

const PROJECT_ID = 'demo-elearning';
const SQUATTED = 'mr.b@school.example';
const LISTED_ADMIN = 'head@school.example';
const LISTED_TEACHER = 'listed.teacher@school.example';

describe('trusted roles', () => {
  let t: TestApp;
  let smtp: Mailbox;
  let google: FakeGoogleKeys;
  let admin: Awaited<ReturnType<typeof staffAccount>>;
  const as = (token: string) => ({
    get: (path: string) => t.http().get(path).set('auth-token', token),
    post: (path: string, body?: object) => t.http().post(path).set('auth-token', token).send(body),
  });
  const me = async (token: string) => (await as(token).get('/auth/me').expect(200)).body.user;
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.http().post('/auth/login').set(headers).send({ email, password });
  const storedEvents = async (userId: string) =>
    (await t.db.query('SELECT type, reason FROM security_events WHERE user_id = $1 ORDER BY id', [userId]))
      .rows;
  const waitForEvent = async (userId: string, type: string) => {
    for (const until = Date.now() + 5_000; Date.now() < until;) {
      if ((await storedEvents(userId)).some((row) => row.type === type)) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no ${type} event stored`);
  };

  beforeAll(async () => {
    smtp = await startMailbox();
    google = await FakeGoogleKeys.start(PROJECT_ID);
    t = await startTestApp({
      TEACHER_EMAILS: `${SQUATTED}, google.teacher@school.example, ${LISTED_TEACHER}`,
      ADMIN_EMAILS: LISTED_ADMIN,
      SMTP_URL: smtp.smtpUrl,
      PUBLIC_URL: 'https://school.example.org',
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_JWKS_URL: google.jwksUrl,
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
      LOGIN_FAILURES_PER_ACCOUNT: '3',
    });
    admin = await staffAccount(t, 'admin', { name: 'Ms Admin' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
    await google?.stop();
  });

  describe('only a verified email becomes a teacher', () => {
    it('a squatter signing up with a TEACHER_EMAILS address stays a student, refused by the console; no role.changed', async () => {
      const squatter = await signUp(t, { email: SQUATTED });
      expect(await me(squatter.token)).toMatchObject({
        role: 'student',
        emailVerified: false,
        vouched: false,
      });
      await as(squatter.token).get('/teacher/questions').expect(403);
      const relogin = await login(squatter.email, squatter.password).expect(200);
      expect((await me(relogin.body.authToken)).role).toBe('student');
      expect((await storedEvents(squatter.id)).map((row) => row.type)).not.toContain('role.changed');
      // The link went to Mr B's inbox, not the squatter's; the school removes the account.
      await emailedVerificationToken(smtp.received, SQUATTED);
      await t.db.query('DELETE FROM users WHERE id = $1', [squatter.id]);
    });

    it('the emailed link verifies the email once; TEACHER_EMAILS then promotes and records role.changed', async () => {
      const before = smtp.received.length;
      const owner = await signUp(t, { email: SQUATTED, name: 'Mr B' });
      const token = await emailedVerificationToken(smtp.received, SQUATTED, before);
      const verified = await t.http().post('/auth/verify-email').send({ token });
      expect([verified.status, verified.body]).toEqual([
        200,
        { success: true, role: 'teacher', signInAgain: true },
      ]);
      // The role change ended the earlier sessions.
      await as(owner.token).get('/auth/me').expect(401);
      const session = (await login(owner.email, owner.password).expect(200)).body.authToken as string;
      expect(await me(session)).toMatchObject({ role: 'teacher', emailVerified: true });
      await as(session).get('/teacher/questions').expect(200);
      const { rows } = await t.db.query('SELECT email_verified_by, role_source FROM users WHERE id = $1', [
        owner.id,
      ]);
      expect(rows).toEqual([{ email_verified_by: 'email-link', role_source: 'TEACHER_EMAILS' }]);
      await waitForEvent(owner.id, 'role.changed');
      expect(await storedEvents(owner.id)).toEqual(
        expect.arrayContaining([
          { type: 'email.verified', reason: 'email-link' },
          { type: 'role.changed', reason: 'student -> teacher (TEACHER_EMAILS)' },
        ]),
      );
      const reused = await t.http().post('/auth/verify-email').send({ token }).expect(400);
      expect(reused.body.errors[0].msg).toMatch(/^This verification link is invalid, used or expired/);
    });

    it('"Verify my email" sends a new link, at most 3 in 15 minutes; a verified account is told so', async () => {
      const student = await signUp(t);
      await emailedVerificationToken(smtp.received, student.email); // the sign-up's
      for (let i = 0; i < 3; i++)
        expect((await as(student.token).post('/auth/verify-email/send').expect(200)).body).toEqual({
          success: true,
          emailVerified: false,
        });
      const mails = smtp.mailsTo(student.email);
      expect(mails).toHaveLength(4);
      const refused = await as(student.token).post('/auth/verify-email/send').expect(429);
      expect(refused.body.errors[0].msg).toMatch(/^Several links were sent already: please wait/);
      // The newest link works (every unused one does, until it expires).
      const token = await emailedVerificationToken(smtp.received, student.email);
      expect((await t.http().post('/auth/verify-email').send({ token }).expect(200)).body.role).toBe(
        'student',
      );
      expect((await as(student.token).post('/auth/verify-email/send').expect(200)).body.emailVerified).toBe(
        true,
      );
      expect(await me(student.token)).toMatchObject({ emailVerified: true, vouched: true });
    });

    it('without a mail server "Verify my email" is a 503 the page can show, and sign-up sends nothing', async () => {
      const quiet = await startTestApp({ JWT_SECRET: t.config.jwtSecret });
      try {
        const student = await signUp(quiet);
        const answer = await quiet
          .http()
          .post('/auth/verify-email/send')
          .set('auth-token', student.token)
          .expect(503);
        expect(answer.body.errors[0].msg).toMatch(/no mail server is configured\): ask a teacher to approve/);
      } finally {
        await quiet.close();
      }
    });

    it('Google: a google.com sign-in verifies and promotes; a token from another sign-in provider is refused', async () => {
      const idToken = await google.signToken({
        claims: { sub: 'uid-gt', email: 'google.teacher@school.example', name: 'G Teacher' },
      });
      const signedIn = await t.http().post('/auth/google').send({ idToken }).expect(200);
      expect(await me(signedIn.body.authToken)).toMatchObject({ role: 'teacher', emailVerified: true });
      const viaPassword = await google.signToken({
        claims: {
          sub: 'uid-pw',
          email: 'google.teacher2@school.example',
          firebase: { identities: { email: ['x'] }, sign_in_provider: 'password' },
        },
      });
      const refused = await t.http().post('/auth/google').send({ idToken: viaPassword }).expect(401);
      expect(refused.body.errors[0].msg).toBe('Only sign-in with a Google account is accepted here');
    });

    it('the command refuses an unverified account unless the operator vouches with --verified', async () => {
      const person = await signUp(t);
      const lines: string[] = [];
      const out = {
        log: (m: string) => lines.push(m),
        error: (m: string) => lines.push(`error: ${m}`),
        securityEvent: () => undefined,
      };
      const env = { DATABASE_URL: t.config.databaseUrl };
      expect(await runRoleCli('admin', ['add', person.email], env, out)).toBe(1);
      expect(lines.pop()).toMatch(/has not verified its email.*npm run admin -- add .* --verified/);
      expect((await me(person.token)).role).toBe('student');
      expect(await runRoleCli('admin', ['add', person.email, '--verified'], env, out)).toBe(0);
      const { rows } = await t.db.query(
        'SELECT role, role_source, email_verified_by FROM users WHERE id = $1',
        [person.id],
      );
      expect(rows).toEqual([{ role: 'admin', role_source: 'cli --verified', email_verified_by: 'operator' }]);
      // `admin remove` leaves a teacher; `teacher remove` a student.
      expect(await runRoleCli('admin', ['remove', person.email], env, out)).toBe(0);
      expect(await runRoleCli('teacher', ['remove', person.email], env, out)).toBe(0);
      expect((await t.db.query('SELECT role FROM users WHERE id = $1', [person.id])).rows).toEqual([
        { role: 'student' },
      ]);
    });
  });

  describe('admins', () => {
    it('ADMIN_EMAILS makes a verified account an admin, who is a teacher too', async () => {
      const head = await signUp(t, { email: LISTED_ADMIN });
      const token = await emailedVerificationToken(smtp.received, LISTED_ADMIN);
      expect((await t.http().post('/auth/verify-email').send({ token }).expect(200)).body.role).toBe('admin');
      const session = (await login(head.email, head.password).expect(200)).body.authToken as string;
      await as(session).get('/teacher/overview').expect(200);
      await as(session).get('/admin/teachers').expect(200);
    });

    it('every /admin endpoint: 401 without a token, 403 for a student and for a teacher', async () => {
      const student = await signUp(t);
      const teacher = await staffAccount(t, 'teacher');
      for (const [method, path] of [
        ['get', '/admin/teachers'],
        ['post', '/admin/teachers/00000000-0000-4000-8000-000000000000/demote'],
        ['get', '/admin/invitations'],
        ['post', '/admin/invitations'],
        ['get', '/admin/security-events'],
      ] as const) {
        await t.http()[method](path).expect(401);
        for (const token of [student.token, teacher.token]) {
          const refused = await t.http()[method](path).set('auth-token', token).send({ email: 'x@y.z' });
          expect([refused.status, refused.body.errors[0].msg]).toEqual([
            403,
            'This is for school administrators only',
          ]);
        }
      }
    });

    it('an invitation: shown once, emailed, single use, for its email only; the invitee becomes a verified teacher', async () => {
      const invited = await as(admin.token)
        .post('/admin/invitations', { email: 'New.Teacher@school.example' })
        .expect(200);
      expect(invited.body).toMatchObject({
        success: true,
        emailed: true,
        invitation: { email: 'New.Teacher@school.example', invitedBy: 'Ms Admin', usedAt: null },
      });
      const link = invited.body.link as string;
      expect(link).toMatch(/^https:\/\/school\.example\.org\/invite#token=[\w-]{43}$/);
      const token = link.split('#token=')[1]!;
      const [mail] = smtp.mailsTo('new.teacher@school.example');
      expect(mail?.text).toContain(link);
      // Only the hash is stored.
      const stored = await t.db.query('SELECT token_hash FROM teacher_invitations WHERE email = $1', [
        'New.Teacher@school.example',
      ]);
      expect(stored.rows[0].token_hash).not.toContain(token);

      const stranger = await signUp(t);
      const wrong = await as(stranger.token).post('/auth/invitations/accept', { token }).expect(403);
      expect(wrong.body.errors[0].msg).toMatch(/^This invitation was sent to another email address/);

      const invitee = await signUp(t, { email: 'new.teacher@school.example', name: 'Nia New' });
      const accepted = await as(invitee.token).post('/auth/invitations/accept', { token }).expect(200);
      expect(accepted.body).toEqual({ success: true, authToken: expect.any(String), role: 'teacher' });
      expect(await me(accepted.body.authToken)).toMatchObject({ role: 'teacher', emailVerified: true });
      await as(accepted.body.authToken).get('/teacher/overview').expect(200);
      await as(invitee.token).get('/auth/me').expect(401); // the role change ended the old session

      const reused = await as(accepted.body.authToken)
        .post('/auth/invitations/accept', { token })
        .expect(400);
      expect(reused.body.errors[0].msg).toMatch(/^This invitation link is invalid, used or expired/);
      const list = await as(admin.token).get('/admin/invitations').expect(200);
      expect(list.body.invitations[0]).toMatchObject({ usedByName: 'Nia New', usedAt: expect.any(String) });
      const staff = (await as(admin.token).get('/admin/teachers').expect(200)).body.staff as {
        email: string;
      }[];
      expect(staff).toContainEqual(
        expect.objectContaining({
          email: invitee.email,
          roleSource: 'invitation',
          emailVerifiedBy: 'invitation',
        }),
      );
    });

    it('an expired invitation is refused', async () => {
      const invited = await as(admin.token)
        .post('/admin/invitations', { email: 'late@school.example' })
        .expect(200);
      await t.db.query(
        `UPDATE teacher_invitations SET expires_at = now() - interval '1 second' WHERE id = $1`,
        [invited.body.invitation.id],
      );
      const late = await signUp(t, { email: 'late@school.example' });
      const token = (invited.body.link as string).split('#token=')[1];
      await as(late.token).post('/auth/invitations/accept', { token }).expect(400);
      expect((await me(late.token)).role).toBe('student');
    });

    it('demotes a teacher (their sessions end), not an admin; lists the school security events by type', async () => {
      const teacher = await staffAccount(t, 'teacher');
      await as(admin.token).post(`/admin/teachers/${teacher.id}/demote`).expect(200);
      await as(teacher.token).get('/teacher/overview').expect(401);
      await as(admin.token).post(`/admin/teachers/${teacher.id}/demote`).expect(404);
      const conflict = await as(admin.token).post(`/admin/teachers/${admin.id}/demote`).expect(409);
      expect(conflict.body.errors[0].msg).toMatch(/npm run admin -- remove/);
      await waitForEvent(teacher.id, 'role.changed');
      const changes = await as(admin.token).get('/admin/security-events?type=role.changed').expect(200);
      expect(changes.body.events.every((event: { type: string }) => event.type === 'role.changed')).toBe(
        true,
      );
      expect(changes.body.events).toContainEqual(
        expect.objectContaining({
          reason: 'teacher -> student (admin)',
          actorName: 'Ms Admin',
          account: expect.objectContaining({ id: teacher.id, role: 'student' }),
        }),
      );
      expect(changes.body.types).toContain('invitation.accepted');
      await as(admin.token).get('/admin/security-events?type=nonsense').expect(400);
    });
  });

  describe('an admin demotes a teacher of TEACHER_EMAILS with classes', () => {
    it('refused while the only teacher of a class; then off every class, and the list does not promote them again', async () => {
      const before = smtp.received.length;
      const listed = await signUp(t, { email: LISTED_TEACHER, name: 'Ms Listed' });
      const link = await emailedVerificationToken(smtp.received, LISTED_TEACHER, before);
      await t.http().post('/auth/verify-email').send({ token: link }).expect(200);
      const teacher = (await login(listed.email, listed.password).expect(200)).body.authToken as string;
      const [science, art] = await Promise.all(
        ['Science 8A', 'Art 9'].map(
          async (name) => (await as(teacher).post('/classes', { name }).expect(200)).body.class.id as string,
        ),
      );

      const refused = await as(admin.token).post(`/admin/teachers/${listed.id}/demote`).expect(409);
      expect(refused.body.errors[0].msg).toBe(
        'Ms Listed is the only teacher of Art 9 and Science 8A: add another teacher to each of them first',
      );
      expect(await me(teacher)).toMatchObject({ role: 'teacher' }); // nothing changed
      for (const id of [science, art])
        await as(admin.token).post(`/classes/${id}/teachers`, { email: admin.email }).expect(200);
      await as(admin.token).post(`/admin/teachers/${listed.id}/demote`).expect(200);

      for (const id of [science, art]) {
        const taught = (await as(admin.token).get(`/classes/${id}`).expect(200)).body.class.teachers;
        expect(taught.map((person: { name: string }) => person.name)).toEqual(['Ms Admin']);
      }
      // Signing in again (the list is applied at every sign-in) leaves the admin's decision standing.
      const again = (await login(listed.email, listed.password).expect(200)).body.authToken as string;
      expect(await me(again)).toMatchObject({ role: 'student' });
      await as(again).get('/teacher/overview').expect(403);
      const { rows } = await t.db.query('SELECT role, role_source FROM users WHERE id = $1', [listed.id]);
      expect(rows).toEqual([{ role: 'student', role_source: 'admin' }]);
    });
  });

  describe('account farms', () => {
    it('SIGNUPS_PER_ADDRESS_PER_HOUR: new accounts per address; another address is not held', async () => {
      const farm = await startTestApp({ SIGNUPS_PER_ADDRESS_PER_HOUR: '3' });
      try {
        const create = (client: string) =>
          farm.http().post('/auth/createuser').set('x-forwarded-for', client).send(validUser());
        for (let i = 0; i < 3; i++) await create('198.51.100.7').expect(200);
        const refused = await create('198.51.100.7').expect(429);
        expect(refused.body.errors[0].msg).toMatch(
          /^Too many new accounts from your network: please wait \d+ minutes?/,
        );
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        await create('198.51.100.8').expect(200);
      } finally {
        await farm.close();
      }
    });

    it('an account nobody vouched for has the small allowance until a teacher approves it', async () => {
      const teacher = await staffAccount(t, 'teacher');
      const student = await signUp(t);
      const before = (await as(student.token).get('/ai-usage/today').expect(200)).body;
      expect(before).toMatchObject({ limitTokens: 20_000, fullAllowance: false });
      // The console shows a teacher the students of their classes only; an admin sees everyone.
      const stranger = await signUp(t);
      await as(teacher.token).get(`/teacher/students/${stranger.id}`).expect(404);
      await as(teacher.token).post(`/teacher/students/${stranger.id}/approve`).expect(404);
      // A student in no class is the admins' to approve: a teacher's students are in their classes,
      // which vouch for them already.
      const admin = await staffAccount(t, 'admin');
      await as(admin.token).get(`/teacher/students/${stranger.id}`).expect(200);
      // The console shows the allowance the answer path applies.
      const seen = await as(admin.token).get(`/teacher/students/${student.id}`).expect(200);
      expect(seen.body.usage.limitTokens).toBe(20_000);
      const approved = await as(admin.token).post(`/teacher/students/${student.id}/approve`).expect(200);
      expect(approved.body).toEqual({ success: true, standing: { emailVerified: false, approved: true } });
      const after = (await as(student.token).get('/ai-usage/today').expect(200)).body;
      expect(after).toMatchObject({ limitTokens: 200_000, fullAllowance: true });
      expect(
        (await as(admin.token).get(`/teacher/students/${student.id}`).expect(200)).body.usage.limitTokens,
      ).toBe(200_000);
      expect(await me(student.token)).toMatchObject({ vouched: true });
      await as(teacher.token).post(`/teacher/students/${teacher.id}/approve`).expect(404);
    });
  });

  describe('failed logins lock an account, not its owner', () => {
    it('only failures count; a browser that signed in before keeps signing in; a password reset clears the lock', async () => {
      const owner = await signUp(t);
      const first = await login(owner.email, owner.password).expect(200);
      const cookie = String(first.headers['set-cookie']).split(';')[0]!;
      expect(first.headers['set-cookie']).toEqual([expect.stringMatching(/HttpOnly; SameSite=Strict/)]);
      // Right passwords never count.
      for (let i = 0; i < 5; i++) await login(owner.email, owner.password).expect(200);
      for (let i = 0; i < 3; i++) await login(owner.email, 'wrong guess 1').expect(401);
      const locked = await login(owner.email, owner.password).expect(429);
      expect(locked.body.errors[0].msg).toMatch(/^Too many failed logins for this account/);
      // The owner's browser is known: it signs in while the account is locked for everyone else.
      await login(owner.email, owner.password, { cookie }).expect(200);
      // A cookie made for another account does not open this one.
      const other = await signUp(t);
      const otherCookie = String(
        (await login(other.email, other.password).expect(200)).headers['set-cookie'],
      ).split(';')[0]!;
      await login(owner.email, owner.password, { cookie: otherCookie }).expect(429);
      // A completed password reset clears the lock.
      await t.http().post('/auth/forgot-password').send({ email: owner.email }).expect(200);
      const resetMail = await (async () => {
        for (const until = Date.now() + 5_000; Date.now() < until;) {
          const found = smtp.mailsTo(owner.email).find((m) => /reset-password/.test(m.text));
          if (found) return found;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        throw new Error('no reset mail');
      })();
      const resetToken = decodeURIComponent(/reset-password#token=([\w%-]+)/.exec(resetMail.text)![1]!);
      await t
        .http()
        .post('/auth/reset-password')
        .send({ token: resetToken, password: 'a brand new secret 7' })
        .expect(200);
      await login(owner.email, 'a brand new secret 7').expect(200);
    });
  });

  describe('follow-ups', () => {
    it('count against the per-student question limit, and a conversation holds at most AI_MAX_TURNS_PER_CONVERSATION', async () => {
      const tutor = await startTestApp({
        JWT_SECRET: t.config.jwtSecret,
        QUESTION_RATE_LIMIT_PER_MINUTE: '4',
        AI_MAX_TURNS_PER_CONVERSATION: '3',
      });
      try {
        const student = await signUp(tutor);
        const post = (path: string, body: object) =>
          tutor.http().post(path).set('auth-token', student.token).send(body);
        const first = await post('/ques/addques', { userQues: 'What is a prime?' }).expect(200);
        const ask = (text: string) => post(`/ques/conversations/${first.body.id}/ask`, { userQues: text });
        await ask('Is 1 a prime?').expect(200);
        await ask('Is 2?').expect(200);
        const full = await ask('And 3?').expect(409);
        expect(full.body.errors[0].msg).toBe(
          'This conversation has reached its 3 questions: please start a new conversation to keep asking',
        );
        // The refused follow-up still counted a question: 4 in this minute, the 5th is refused.
        const limited = await post('/ques/addques', { userQues: 'A new topic' }).expect(429);
        expect(limited.body.errors[0].msg).toMatch(/^You have saved many questions in a short time/);
        const followUp = await ask('Once more').expect(429);
        expect(followUp.headers['retry-after']).toBeDefined();
      } finally {
        await tutor.close();
      }
    });
  });

  describe('sessions with Redis', () => {
    it('a logged-out token stays refused after Redis restarts empty (the deny-list is restored from Postgres)', async () => {
      const redis = await startTestRedis();
      const app = await startTestApp({ REDIS_URL: redis.url, JWT_SECRET: t.config.jwtSecret });
      try {
        const student = await signUp(app);
        await app.http().post('/auth/logout').set('auth-token', student.token).expect(200);
        await app.http().get('/auth/me').set('auth-token', student.token).expect(401);
        await redis.stop();
        await redis.start();
        // The backend reconnects and writes the revocation back (keys rv:<jti>, src/auth/sessions).
        const keys = redis.client();
        let restored: string[] = [];
        try {
          for (const until = Date.now() + 10_000; restored.length === 0 && Date.now() < until;) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            restored = await keys.keys('rv:*');
          }
        } finally {
          keys.disconnect();
        }
        expect(restored).toHaveLength(1);
        const after = await app.http().get('/auth/me').set('auth-token', student.token);
        expect([after.status, after.body.errors?.[0]?.msg]).toEqual([
          401,
          'Your session has ended; please log in again',
        ]);
      } finally {
        await app.close();
        await redis.stop();
      }
    });
  });
});
