import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTES } from '@elearning/deployment/remotes.cjs';

export const run = promisify(execFile);

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const FRONT_ENDS: readonly string[] = ['shell', ...REMOTES.map((remote) => remote.dir)];
export type FrontEnd = string;

export const repoPath = (...parts: string[]): string => path.join(REPO_ROOT, ...parts);

/**
 * The production build of a front end, built now if missing (a fresh clone has none), exactly as
 * its image builds it: `npm run build -w <workspace>`.
 */
export async function ensureBuilt(workspace: FrontEnd): Promise<string> {
  const dist = repoPath(workspace, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
    await run('npm', ['run', 'build', '-w', workspace], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
  }
  return dist;
}

/** Every front end built (one after another: two cores are shared). */
export async function ensureAllBuilt(): Promise<void> {
  for (const workspace of FRONT_ENDS) await ensureBuilt(workspace);
}

/** A content-hashed chunk of a build, e.g. "325.8fc6a8db.js". */
export function hashedChunk(workspace: FrontEnd): string {
  const name = readdirSync(repoPath(workspace, 'dist')).find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
  if (!name) throw new Error(`${workspace}/dist has no hashed chunk`);
  return name;
}
