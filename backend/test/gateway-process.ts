import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './embedded-test-postgres.mjs';

const GATEWAY = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'gateway.mjs');

/** The Node gateway of `npm start` (scripts/gateway.mjs) as its own process, in front of `backends`. */
export interface GatewayProcess {
  /** Where the backend's paths are: `<gateway>/api`. */
  apiUrl: string;
  /** Everything it printed. */
  readonly output: string[];
  stop(): Promise<void>;
}

/** `backends`: the replicas' URLs (http://127.0.0.1:<port>), given to it as BACKEND_UPSTREAMS. */
export async function startGatewayProcess(backends: string[]): Promise<GatewayProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [GATEWAY], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      BACKEND_UPSTREAMS: backends.map((url) => new URL(url).host).join(','),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!])
    stream
      .setEncoding('utf8')
      .on('data', (chunk: string) => output.push(...chunk.split('\n').filter(Boolean)));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`gateway exited (${code}):\n${output.join('\n')}`)));
  });
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
