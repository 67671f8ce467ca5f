/**
 * `npm run teacher -- add|remove <email> [--verified]` and `npm run admin -- add|remove <email>
 * [--verified]` (root package.json, through scripts/role-cli.mjs; in a container:
 * `node dist/cli/teacher.js add <email>`, `node dist/cli/admin.js ...`). Promotes or demotes an
 * existing account on the database the backend uses: DATABASE_URL, else the embedded Postgres (the
 * running app's, or started for the command when the app is not running).
 * Promotion needs a verified email (anyone can sign up with a teacher's address, only its owner can
 * verify it): without one the command refuses, unless the operator vouches with `--verified`, which
 * marks the email verified by the operator. Takes effect on the account's next request: RolesGuard
 * reads the role from the database on every staff call, and the raised token version ends the
 * account's earlier sessions (401); with REDIS_URL the new version is also written to Redis, where
 * every replica reads it on the next request. Records `role.changed` (and `email.verified` for
 * `--verified`) security events: JSON lines on stderr, and rows the admins see in the console.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { AccountStore } from '../auth/accounts/account-store.js';
import { REDIS_VERSION_TTL_SECONDS, versionKey } from '../auth/sessions/session-keys.js';
import { SessionStore } from '../auth/sessions/session-store.js';
import { ConfigError, parseConfig } from '../config/app-config.js';
import type { Env } from '../config/env.js';
import { EMBEDDED_DATABASE_NAME } from '../config/resolve-config.js';
import type { Role } from '../auth/entities/user.entity.js';
import { insertSecurityEvents } from '../security-events/security-event-store.js';
import { REDIS_COMMAND_TIMEOUT_MS } from '../redis/redis.constants.js';

/** Which command: what `add` makes the account, and what `remove` leaves it. */
export type RoleCommand = 'teacher' | 'admin';
const ADDS: Record<RoleCommand, Role> = { teacher: 'teacher', admin: 'admin' };
const REMOVES: Record<RoleCommand, Role> = { teacher: 'student', admin: 'teacher' };

export const usage = (command: RoleCommand) =>
  `Usage: npm run ${command} -- add <email> [--verified] | remove <email>`;
export const USAGE = usage('teacher');
export const NOT_VERIFIED = (email: string, command: RoleCommand) =>
  `${email} has not verified its email, and anyone can sign up with any address: ask the person to verify it ` +
  `(Verify my email, or sign in with Google) and run this again, or, if you know this account is theirs, ` +
  `run npm run ${command} -- add ${email} --verified (recorded as vouched for by the operator).`;
const UNDEFINED_TABLE = '42P01';
const UNDEFINED_COLUMN = '42703';

export interface CliOutput {
  log(message: string): void;
  error(message: string): void;
  /** The security event of a role change (default: one JSON line on stderr, like the backend's log). */
  securityEvent?(event: RoleChangedEvent): void;
}

export interface RoleChangedEvent {
  securityEvent: 'role.changed' | 'email.verified';
  userId: string;
  reason: string;
  role: Role;
  time: string;
}

/** The change that happened (undefined: nothing changed). */
interface RoleChange {
  userId: string;
  tokenVersion: number;
  role: Role;
  reason: string;
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

interface RoleRequest {
  email: string;
  role: Role;
  command: RoleCommand;
  /** The operator vouches that the account is its email's owner (`--verified`). */
  vouched: boolean;
}

/**
 * Sets the role of the account with this email (case-insensitive), in one transaction, through the
 * stores the backend uses (AccountStore, SessionStore without Redis, the security events' INSERT);
 * says what changed.
 */
async function setRole(
  url: string,
  request: RoleRequest,
  out: CliOutput,
): Promise<{ status: number; change?: RoleChange; vouchedNow?: boolean }> {
  const db = new DataSource({ type: 'postgres', url, poolSize: 1, logging: false });
  await db.initialize();
  const runner = db.createQueryRunner();
  try {
    await runner.startTransaction();
    const accounts = new AccountStore(runner.manager);
    const account = await accounts.lockByEmail(request.email);
    if (!account) {
      await runner.rollbackTransaction();
      out.error(
        `No account has the email ${request.email}: the person must sign up (or sign in with Google) first.`,
      );
      return { status: 1 };
    }
    if (account.role === request.role) {
      await runner.rollbackTransaction();
      out.log(`${account.email} is already a ${request.role}; nothing changed.`);
      return { status: 0 };
    }
    const promoting = request.role !== 'student' && RANK[request.role] > RANK[account.role];
    if (promoting && !account.emailVerified && !request.vouched) {
      await runner.rollbackTransaction();
      out.error(NOT_VERIFIED(account.email, request.command));
      return { status: 1 };
    }
    let vouchedNow = false;
    if (promoting && !account.emailVerified) {
      await accounts.markEmailVerified(account.id, 'operator');
      await insertSecurityEvents(runner.manager, [
        { securityEvent: 'email.verified', userId: account.id, reason: 'operator' },
      ]);
      vouchedNow = true;
    }
    const source = request.vouched ? 'cli --verified' : 'cli';
    const reason = `${account.role} -> ${request.role} (${source})`;
    await accounts.setRole(account.id, request.role, request.role === 'student' ? null : source);
    // A role change also ends the account's earlier sessions (token version, src/auth/sessions);
    // Redis is told after the commit (shareTokenVersion).
    const tokenVersion = await new SessionStore(runner.manager, null).endAllSessions(account.id);
    await insertSecurityEvents(runner.manager, [
      { securityEvent: 'role.changed', userId: account.id, reason },
    ]);
    await runner.commitTransaction();
    out.log(`${account.email} is now a ${request.role} (was a ${account.role}).`);
    return {
      status: 0,
      vouchedNow,
      change: { userId: account.id, tokenVersion, role: request.role, reason },
    };
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    if (
      (error as { code?: string }).code === UNDEFINED_TABLE ||
      (error as { code?: string }).code === UNDEFINED_COLUMN
    ) {
      out.error(
        /users/.test(String((error as Error).message)) &&
          (error as { code?: string }).code === UNDEFINED_TABLE
          ? 'The database has no accounts yet: start the app once so it creates its tables.'
          : 'The database is older than this command: start the app once so it updates its tables.',
      );
      return { status: 1 };
    }
    throw error;
  } finally {
    await runner.release();
    await db.destroy();
  }
}

const RANK: Record<Role, number> = { student: 0, teacher: 1, admin: 2 };

/**
 * Tells the running replicas at once: they read the token version from Redis first and would
 * otherwise trust their cached copy for up to REDIS_VERSION_TTL_SECONDS.
 */
async function shareTokenVersion(url: string, change: RoleChange, out: CliOutput): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
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

/** `npm run teacher -- ...`: the teacher role. */
export function runTeacherCli(args: string[], env: Env, out: CliOutput): Promise<number> {
  return runRoleCli('teacher', args, env, out);
}

export async function runRoleCli(
  command: RoleCommand,
  args: string[],
  env: Env,
  out: CliOutput,
): Promise<number> {
  const vouched = args.includes('--verified');
  const [action, email, ...rest] = args.filter((arg) => arg !== '--verified');
  const role: Role | undefined =
    action === 'add' ? ADDS[command] : action === 'remove' ? REMOVES[command] : undefined;
  if (
    !role ||
    !email ||
    rest.length > 0 ||
    !/^[^\s@]+@[^\s@]+$/.test(email) ||
    (vouched && action !== 'add')
  ) {
    out.error(usage(command));
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
    const { status, change, vouchedNow } = await setRole(
      database.url,
      { email, role, command, vouched },
      out,
    );
    if (change) {
      const time = new Date().toISOString();
      const events: RoleChangedEvent[] = [
        ...(vouchedNow
          ? [
              {
                securityEvent: 'email.verified' as const,
                userId: change.userId,
                reason: 'operator',
                role,
                time,
              },
            ]
          : []),
        {
          securityEvent: 'role.changed',
          userId: change.userId,
          reason: change.reason,
          role: change.role,
          time,
        },
      ];
      for (const event of events) {
        if (out.securityEvent) out.securityEvent(event);
        else process.stderr.write(`${JSON.stringify(event)}\n`);
      }
      const redisUrl = parseConfig(env).redisUrl;
      if (redisUrl) await shareTokenVersion(redisUrl, change, out);
    }
    const config = parseConfig(env);
    const list = command === 'admin' ? 'ADMIN_EMAILS' : 'TEACHER_EMAILS';
    const listed = (command === 'admin' ? config.adminEmails : config.teacherEmails).includes(
      email.toLowerCase(),
    );
    if (status === 0 && action === 'remove' && listed) {
      out.log(
        `Note: ${email} is in ${list}, so the next sign-in makes it a ${ADDS[command]} again; remove it there too.`,
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
