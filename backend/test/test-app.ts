import { randomBytes } from 'node:crypto';
import type { ReceivedMail } from '@elearning/test-mailbox';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import { parseConfig } from '../src/config/app-config.js';
import type { ResolvedConfig } from '../src/config/resolve-config.js';
import { runRoleCli } from '../src/cli/roles.js';
import { createApp } from '../src/create-app.js';

export interface TestApp {
  app: NestFastifyApplication;
  config: ResolvedConfig;
  /** http://127.0.0.1:<port> of the listening app. */
  baseUrl: string;
  /** supertest bound to the real listening server. */
  http: () => ReturnType<typeof request>;
  /** Direct access to the test database, to check what was stored. */
  db: pg.Pool;
  close(): Promise<void>;
}

/** A fresh database on the run's Postgres (see global-setup.ts), or on the server of `adminUrl`. */
export async function createTestDatabase(adminUrl = process.env.TEST_PG_ADMIN_URL): Promise<string> {
  if (!adminUrl) throw new Error('TEST_PG_ADMIN_URL is not set: run through jest (globalSetup)');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The real Nest app, listening on a free port, on its own fresh database (migrations run at start).
 * `connectThrough` lets the app reach that database another way (e.g. through a test proxy).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  connectThrough: (databaseUrl: string) => string | Promise<string> = (databaseUrl) => databaseUrl,
  more: {
    /** Another Postgres server than the run's (its admin URL). */
    adminUrl?: string;
    /**
     * Where the app's log lines go (LOG_LEVEL defaults to fatal: set it in `env`). nestjs-pino keeps
     * one logger per process: the first app of a test file decides for every app of that file.
     */
    logDestination?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const databaseUrl = await createTestDatabase(more.adminUrl);
  const config = parseConfig({
    DATABASE_URL: await connectThrough(databaseUrl),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'fatal',
    // Many requests per file from one address and student: the limit tests set their own values.
    CONTACT_RATE_LIMIT_PER_MINUTE: '1000000',
    QUESTION_RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  }) as ResolvedConfig;
  const app = await createApp(config, { logDestination: more.logDestination });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // A test may restart Postgres: an idle connection it cuts must not be an unhandled 'error' event.
  db.on('error', () => undefined);
  return {
    app,
    config,
    baseUrl,
    http: () => request(baseUrl),
    db,
    async close() {
      await app.close();
      await db.end();
    },
  };
}

type UserFields = Record<'name' | 'email' | 'phone' | 'password', string>;

/** A valid sign-up body with a unique email. */
export const validUser = (overrides: Partial<UserFields> = {}): UserFields => ({
  name: 'Ada Lovelace',
  email: `ada.${randomBytes(4).toString('hex')}@example.com`,
  phone: '+44 20 7946 0000',
  password: 'correct horse 1',
  ...overrides,
});

export type SignedUp = UserFields & { token: string; id: string };

/** Signs up a valid user (with `overrides`): its fields, token and id. */
export async function signUp(t: TestApp, overrides: Partial<UserFields> = {}): Promise<SignedUp> {
  const user = validUser(overrides);
  const token = (await t.http().post('/auth/createuser').send(user).expect(200)).body.authToken as string;
  const id = (await t.http().get('/auth/me').set('auth-token', token).expect(200)).body.user.id as string;
  return { ...user, token, id };
}

/**
 * A teacher (or admin) account the way an operator makes one: sign-up, then the real role command
 * with `--verified` (src/cli/roles.ts); its new token from a login once the backend has seen the
 * raised token version (without Redis it re-reads it within a second).
 */
export async function staffAccount(
  t: TestApp,
  role: 'teacher' | 'admin',
  overrides: Partial<UserFields> = {},
): Promise<SignedUp> {
  const account = await signUp(t, overrides);
  const quiet = {
    log: () => undefined,
    error: (message: string) => console.error(message),
    securityEvent: () => undefined,
  };
  const status = await runRoleCli(
    role,
    ['add', account.email, '--verified'],
    { DATABASE_URL: t.config.databaseUrl },
    quiet,
  );
  if (status !== 0) throw new Error(`npm run ${role} -- add ${account.email} --verified: exit ${status}`);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const login = await t
    .http()
    .post('/auth/login')
    .send({ email: account.email, password: account.password })
    .expect(200);
  return { ...account, token: login.body.authToken as string };
}

/**
 * The token of the newest email verification link sent to `email` among the mails received from
 * index `after` on (waits up to 5 s for the mail). `received`: a test mailbox's
 * (@elearning/test-mailbox).
 */
export async function emailedVerificationToken(
  received: ReceivedMail[],
  email: string,
  after = 0,
): Promise<string> {
  const to = email.toLowerCase();
  for (const until = Date.now() + 5_000; Date.now() < until;) {
    const mail = received
      .slice(after)
      .reverse()
      .find((m) => m.to.includes(to) && /Verify your E-learning email/.test(m.subject));
    const token = mail && /\/verify-email#token=([\w-]+)/.exec(mail.text)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no verification email reached ${email}`);
}

/**
 * A class of the teacher with `students` in it (a teacher's console shows the students of their
 * classes only; docs/classes.md); `coTeachers`: more teachers of it, by email.
 */
export async function classWith(
  t: TestApp,
  teacherToken: string,
  students: string[],
  coTeachers: string[] = [],
): Promise<{ id: string; joinCode: string }> {
  const made = await t
    .http()
    .post('/classes')
    .set('auth-token', teacherToken)
    .send({ name: `Class ${randomBytes(3).toString('hex')}` })
    .expect(200);
  const { id, joinCode } = made.body.class as { id: string; joinCode: string };
  for (const student of students)
    await t.http().post('/classes/join').set('auth-token', student).send({ joinCode }).expect(200);
  for (const email of coTeachers)
    await t
      .http()
      .post(`/classes/${id}/teachers`)
      .set('auth-token', teacherToken)
      .send({ email })
      .expect(200);
  return { id, joinCode };
}
