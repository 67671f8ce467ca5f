import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  const started = globalThis.__testPostgres;
  if (!started) return;
  await started.server.stop();
  await rm(started.root, { recursive: true, force: true });
}
