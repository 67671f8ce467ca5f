// `npm run teacher -- add|remove <email> [--verified]` and `npm run admin -- ...`: promote or demote
// an account (docs/teachers.md). Runs the backend's CLI (backend/src/cli/roles.ts), building the
// backend first if needed. The first argument (from package.json) is which role.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'backend', 'dist', 'cli', 'roles.js');
if (!existsSync(cli)) {
  console.log('Building the backend first (npm run build -w backend)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const [command, ...args] = process.argv.slice(2);
const { runRoleCli } = await import(pathToFileURL(cli).href);
process.exitCode = await runRoleCli(command, args, process.env, console);
