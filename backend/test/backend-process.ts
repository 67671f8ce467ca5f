import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './embedded-test-postgres.mjs';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'main.js');

/** A real backend process (dist/main.js, built by global-setup), as a replica runs in production. */
export interface BackendProcess {
  url: string;
  pid: number;
  /** Everything it printed (stdout and stderr), line by line. */
  readonly output: string[];
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): void;
  /** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<number | null>;
}

/** One JWT secret for every replica a test starts (as production shares one). */
export const SHARED_JWT_SECRET = randomBytes(32).toString('hex');

export async function startBackendProcess(env: Record<string, string>): Promise<BackendProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      JWT_SECRET: SHARED_JWT_SECRET,
      AI_DAILY_TOKENS_TOTAL: '1000000000',
      LOG_LEVEL: 'log',
      // Load from one address and student: the per-address/student limits have their own tests.
      CONTACT_RATE_LIMIT_PER_MINUTE: '1000000',
      CONTACT_RATE_LIMIT_PER_EMAIL: '1000000',
      QUESTION_RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let partial = '';
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop()!;
      output.push(...lines);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const process_: BackendProcess = {
    url,
    pid: child.pid!,
    output,
    exited,
    kill: (signal = 'SIGTERM') => void child.kill(signal),
    async stop(timeoutMs = 30_000) {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  return process_;
}

/** Resolves once GET /health/ready answers 200; rejects if the process exits or `timeoutMs` passes. */
export async function waitUntilReady(backend: BackendProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedWith: number | null | undefined;
  void backend.exited.then((code) => (exitedWith = code));
  for (;;) {
    if (exitedWith !== undefined)
      throw new Error(`backend exited (${exitedWith}) before it was ready:\n${backend.output.join('\n')}`);
    const status = await fetch(`${backend.url}/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`backend not ready after ${timeoutMs} ms:\n${backend.output.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
