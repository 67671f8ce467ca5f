/**
 * `npm run teacher -- add <email>` / `npm run teacher -- remove <email>` (root package.json, through
 * scripts/teacher.mjs; in a container: `node dist/cli/teacher.js add <email>`). Promotes or demotes
 * an existing account on the database the backend uses: DATABASE_URL, else the embedded Postgres
 * (the running app's, or started for the command when the app is not running). Takes effect on the
 * account's next request: RolesGuard reads the role from the database on every teacher call, and
 * the raised token version ends the account's earlier sessions (401): the running backend sees it
 * within a second without Redis; with REDIS_URL the new version is also written to Redis, where
 * every replica reads it on the next request. Records a `role.changed` security event (one JSON
 * line on stderr, and a row teachers see in the console).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { REDIS_VERSION_TTL_SECONDS, versionKey } from '../auth/sessions/session-keys.js';
import { ConfigError, parseConfig } from '../config/app-config.js';
import type { Env } from '../config/env.js';
import { EMBEDDED_DATABASE_NAME } from '../config/resolve-config.js';
import type { Role } from '../auth/entities/user.entity.js';

export const USAGE = 'Usage: npm run teacher -- add <email> | remove <email>';
const UNDEFINED_TABLE = '42P01';

export interface CliOutput {
  log(message: string): void;
  error(message: string): void;
  /** The security event of a role change (default: one JSON line on stderr, like the backend's log). */
  securityEvent?(event: RoleChangedEvent): void;
}

export interface RoleChangedEvent {
  securityEvent: 'role.changed';
  userId: string;
  reason: 'cli';
  role: Role;
  time: string;
}

/** The change that happened (undefined: nothing changed). */
interface RoleChange {
  userId: string;
  tokenVersion: number;
  role: Role;
}

interface Database {
  url: string;
  stop?: () => Promise<void>;
}

/** The backend's database: DATABASE_URL, the running embedded Postgres, or one started for this command. */
async function openDatabase(env: Env): Promise<Database> {
  const config = parseConfig(env);
  if (config.databaseUrl) return { url: config.databaseUrl };
  const { isPortFree, startEmbeddedPostgres } = await import('../database/embedded-postgres.js');
  const passwordFile = join(config.dataDir, 'pg-password');
  if (!(await isPortFree(config.embeddedPgPort))) {
    if (!existsSync(passwordFile)) {
      throw new Error(
        `Something listens on port ${config.embeddedPgPort} but ${passwordFile} is missing: set DATABASE_URL`,
      );
    }
    const password = (await readFile(passwordFile, 'utf8')).trim();
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPgPort}/${EMBEDDED_DATABASE_NAME}`,
    };
  }
  if (!existsSync(join(config.dataDir, 'pg', 'PG_VERSION'))) {
    throw new Error(
      `There is no database in ${config.dataDir} yet: start the app once (npm start) and sign up`,
    );
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    databaseName: EMBEDDED_DATABASE_NAME,
    log: () => undefined,
  });
  return { url: embedded.url, stop: embedded.stop };
}

/** Sets the role of the account with this email (case-insensitive); says what changed. */
async function setRole(
  url: string,
  email: string,
  role: Role,
  out: CliOutput,
): Promise<{ status: number; change?: RoleChange }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; email: string; previous: Role; token_version: number }>(
      // A role change also ends the account's earlier sessions (token version, src/auth/sessions),
      // and is stored as a security event (teachers see a student's last events).
      `WITH account AS (SELECT id, role FROM users WHERE lower(email) = lower($1) FOR UPDATE),
       changed AS (
         UPDATE users u SET role = $2::varchar,
                token_version = u.token_version + CASE WHEN a.role = $2::varchar THEN 0 ELSE 1 END
           FROM account a WHERE u.id = a.id RETURNING u.id, u.email, a.role AS previous, u.token_version
       ),
       event AS (
         INSERT INTO security_events (type, user_id, reason)
         SELECT 'role.changed', id, 'cli' FROM changed WHERE previous <> $2::varchar
       )
       SELECT id, email, previous, token_version FROM changed`,
      [email, role],
    );
    const [account] = rows;
    if (!account) {
      out.error(`No account has the email ${email}: the person must sign up (or sign in with Google) first.`);
      return { status: 1 };
    }
    if (account.previous === role) {
      out.log(`${account.email} is already a ${role}; nothing changed.`);
      return { status: 0 };
    }
    out.log(`${account.email} is now a ${role} (was a ${account.previous}).`);
    return { status: 0, change: { userId: account.id, tokenVersion: account.token_version, role } };
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) {
      out.error(
        /security_events/.test(String((error as Error).message))
          ? 'The database is older than this command: start the app once so it updates its tables.'
          : 'The database has no accounts yet: start the app once so it creates its tables.',
      );
      return { status: 1 };
    }
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Tells the running replicas at once: they read the token version from Redis first and would
 * otherwise trust their cached copy for up to REDIS_VERSION_TTL_SECONDS.
 */
async function shareTokenVersion(url: string, change: RoleChange, out: CliOutput): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined); // reported below
  try {
    await redis.connect();
    await redis.set(versionKey(change.userId), change.tokenVersion, 'EX', REDIS_VERSION_TTL_SECONDS);
  } catch (error) {
    out.log(
      `Note: Redis could not be told (${(error as Error).message}); the running backend ends the earlier ` +
        `sessions within ${REDIS_VERSION_TTL_SECONDS} s.`,
    );
  } finally {
    redis.disconnect();
  }
}

export async function runTeacherCli(args: string[], env: Env, out: CliOutput): Promise<number> {
  const [command, email, ...rest] = args;
  const role: Role | undefined = command === 'add' ? 'teacher' : command === 'remove' ? 'student' : undefined;
  if (!role || !email || rest.length > 0 || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    out.error(USAGE);
    return 2;
  }
  let database: Database;
  try {
    database = await openDatabase(env);
  } catch (error) {
    out.error(
      error instanceof ConfigError ? error.message : `Cannot reach the database: ${(error as Error).message}`,
    );
    return 1;
  }
  try {
    const { status, change } = await setRole(database.url, email, role, out);
    if (change) {
      const event: RoleChangedEvent = {
        securityEvent: 'role.changed',
        userId: change.userId,
        reason: 'cli',
        role: change.role,
        time: new Date().toISOString(),
      };
      if (out.securityEvent) out.securityEvent(event);
      else process.stderr.write(`${JSON.stringify(event)}\n`);
      const redisUrl = parseConfig(env).redisUrl;
      if (redisUrl) await shareTokenVersion(redisUrl, change, out);
    }
    const listed = parseConfig(env).teacherEmails.includes(email.toLowerCase());
    if (status === 0 && role === 'student' && listed) {
      out.log(
        `Note: ${email} is in TEACHER_EMAILS, so the next sign-in makes it a teacher again; remove it there too.`,
      );
    }
    return status;
  } catch (error) {
    out.error(`Cannot change the role: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.stop?.();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runTeacherCli(process.argv.slice(2), process.env, console);
}
