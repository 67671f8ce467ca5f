import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { freePort } from './embedded-test-postgres.mjs';

const REDIS_SERVER = '/usr/bin/redis-server';

/** A real Debian redis-server on a free port, nothing persisted; it can be stopped and started again. */
export interface TestRedis {
  url: string;
  port: number;
  /** Kills the server (clients see the connection drop; new connections are refused). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Stops the server's process (SIGSTOP): connections stay open and nothing is answered. */
  freeze(): void;
  /** Lets it run again (SIGCONT). */
  thaw(): void;
  /** A fresh client, e.g. to look at keys. */
  client(): Redis;
}

async function waitForPing(port: number, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      retryStrategy: () => null,
      maxRetriesPerRequest: 0,
    });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      probe.disconnect();
    }
  }
}

export async function startTestRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER))
    throw new Error(`${REDIS_SERVER} is missing: apt-get install redis-server (npm test installs it)`);
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await waitForPing(port);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
    client: () => new Redis({ port, host: '127.0.0.1' }),
  };
}
