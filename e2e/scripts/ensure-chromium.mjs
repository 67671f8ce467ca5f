// The browser tests drive Debian's chromium; install it when missing (CI machines, as root).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  console.log(`${path} is missing: installing Debian's chromium…`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) =>
    execFileSync(asRoot.length ? 'sudo' : args[0], asRoot.length ? args : args.slice(1), {
      stdio: 'inherit',
    });
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
}
