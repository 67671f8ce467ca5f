/** `node dist/cli/admin.js add|remove <email> [--verified]`: school administrators (cli/roles.ts). */
import { pathToFileURL } from 'node:url';
import { runRoleCli } from './roles.js';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runRoleCli('admin', process.argv.slice(2), process.env, console);
}
