import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const FRONT_ENDS = ['shell', 'mf-marketing', 'mf-auth', 'mf-question', 'mf-contact'] as const;
export const IMAGES = ['backend', ...FRONT_ENDS] as const;
export type FrontEnd = (typeof FRONT_ENDS)[number];

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
