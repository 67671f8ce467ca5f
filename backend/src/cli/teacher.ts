/** `node dist/cli/teacher.js add|remove <email> [--verified]` (cli/roles.ts). */
import { pathToFileURL } from 'node:url';
import { runRoleCli } from './roles.js';

export { runRoleCli, runTeacherCli, type RoleChangedEvent, USAGE } from './roles.js';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runRoleCli('teacher', process.argv.slice(2), process.env, console);
}
