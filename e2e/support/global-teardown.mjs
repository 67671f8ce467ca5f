import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const started = globalThis.__E2E_APP__;
  if (!started) return;
  await started.app.stop();
  rmSync(started.dataDir, { recursive: true, force: true });
}
