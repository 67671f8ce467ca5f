/**
 * `npm run teacher -- add <email>` / `npm run teacher -- remove <email>` (root package.json, through
 * scripts/teacher.mjs; in a container: `node dist/cli/teacher.js add <email>`). Promotes or demotes
 * an existing account on the database the backend uses: DATABASE_URL, else the embedded Postgres
 * (the running app's, or started for the command when the app is not running). Takes effect on the
 * account's next request: RolesGuard reads the role from the database on every teacher call.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ConfigError, parseConfig } from '../config/app-config.js';
import type { Env } from '../config/env.js';
import { EMBEDDED_DATABASE_NAME } from '../config/resolve-config.js';
import type { Role } from '../auth/entities/user.entity.js';

export const USAGE = 'Usage: npm run teacher -- add <email> | remove <email>';
const UNDEFINED_TABLE = '42P01';

export interface CliOutput {
  log(message: string): void;
  error(message: string): void;
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
async function setRole(url: string, email: string, role: Role, out: CliOutput): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; previous: Role }>(
      `WITH account AS (SELECT id, role FROM users WHERE lower(email) = lower($1) FOR UPDATE)
       UPDATE users u SET role = $2 FROM account a WHERE u.id = a.id RETURNING u.email, a.role AS previous`,
      [email, role],
    );
    const [account] = rows;
    if (!account) {
      out.error(`No account has the email ${email}: the person must sign up (or sign in with Google) first.`);
      return 1;
    }
    out.log(
      account.previous === role
        ? `${account.email} is already a ${role}; nothing changed.`
        : `${account.email} is now a ${role} (was a ${account.previous}).`,
    );
    return 0;
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) {
      out.error('The database has no accounts yet: start the app once so it creates its tables.');
      return 1;
    }
    throw error;
  } finally {
    await client.end();
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
    const status = await setRole(database.url, email, role, out);
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
