import { ShutdownState } from '../src/health/shutdown-state.js';
import { startDatabaseProxy, type DatabaseProxy } from './database-proxy.js';
import { startTestRedis } from './redis-server.js';
import { startTestApp } from './test-app.js';

describe('liveness and readiness (/health/live, /health/ready)', () => {
  it('up: both 200; /health keeps its old answer', async () => {
    const t = await startTestApp();
    try {
      const live = await t.http().get('/health/live').expect(200);
      expect(live.body).toMatchObject({ status: 'ok' });
      const ready = await t.http().get('/health/ready').expect(200);
      expect(ready.body).toMatchObject({
        status: 'ok',
        info: { shutdown: { status: 'up' }, database: { status: 'up' }, redis: { status: 'up' } },
      });
      await t.http().get('/health').expect(200, { success: true, status: 'ok', database: 'up' });
    } finally {
      await t.close();
    }
  });

  it('database unreachable: live stays 200 (never touches it), ready and every other route 503 with Retry-After', async () => {
    let proxy!: DatabaseProxy;
    const t = await startTestApp({ DB_CONNECT_TIMEOUT_MS: '500' }, async (url) => {
      proxy = await startDatabaseProxy(url);
      return proxy.url;
    });
    try {
      await proxy.refuse();
      await t.http().get('/health/live').expect(200);
      const ready = await t.http().get('/health/ready');
      expect({ status: ready.status, body: ready.body, retryAfter: ready.headers['retry-after'] }).toEqual({
        status: 503,
        body: { success: false, errors: [{ msg: 'Not ready: the database is not reachable' }] },
        retryAfter: '5',
      });
      const login = await t
        .http()
        .post('/auth/login')
        .send({ email: 'a@example.com', password: 'whatever1' });
      expect([login.status, login.headers['retry-after']]).toEqual([503, '5']);
    } finally {
      await proxy.close();
      await t.close();
    }
  });

  it('shutting down: ready 503 first, while live and the API still answer', async () => {
    const t = await startTestApp();
    try {
      t.app.get(ShutdownState).startDraining();
      const ready = await t.http().get('/health/ready').expect(503);
      expect(ready.body.errors[0].msg).toBe('Not ready: this replica is shutting down');
      await t.http().get('/health/live').expect(200);
      await t.http().post('/contact/addquery').send({ name: 'A', email: 'a@example.com' }).expect(200);
    } finally {
      await t.close();
    }
  });

  it('Redis down degrades readiness without failing it (the API still serves)', async () => {
    const redis = await startTestRedis();
    const t = await startTestApp({ REDIS_URL: redis.url });
    try {
      await redis.stop();
      const ready = await t.http().get('/health/ready').expect(200);
      expect(ready.body).toMatchObject({ status: 'degraded', details: { redis: { status: 'degraded' } } });
    } finally {
      await t.close();
    }
  });
});
