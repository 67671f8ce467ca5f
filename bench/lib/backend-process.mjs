// What the backend benches share: a free port, waiting for a started backend, and the CPU time
// it (and the embedded Postgres it started) used.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Resolves once `${baseUrl}/health` answers 2xx; throws when the child exits or after `seconds`. */
export async function waitForHealth(baseUrl, child, seconds = 60) {
  for (let i = 0; i < seconds * 10; i++) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`backend did not become healthy in ${seconds} s`);
}

/**
 * CPU time (ms) used so far by the process `pid` and by its descendants (the embedded Postgres),
 * from /proc (Linux; undefined elsewhere). Per request, it says what a call costs whatever else
 * shares the cores, which req/s and latency on a loaded machine do not.
 * @returns {{ node: number, postgres: number } | undefined}
 */
export function cpuMs(pid) {
  if (!existsSync('/proc/self/stat')) return undefined;
  const processes = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // exited meanwhile
    }
  }
  const descendants = (parent) =>
    [...processes]
      .filter(([, p]) => p.parent === parent)
      .reduce((sum, [child, p]) => sum + p.ticks + descendants(child), 0);
  return { node: (processes.get(pid)?.ticks ?? 0) * 10, postgres: descendants(pid) * 10 };
}
