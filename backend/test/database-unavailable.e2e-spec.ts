import { startBackendProcess } from './backend-process.js';
import { freePort } from './embedded-test-postgres.mjs';
import { DATABASE_UNREACHABLE } from '../src/database/database-errors.js';
import { type DatabaseProxy, startDatabaseProxy } from './database-proxy.js';
import { type TestApp, startTestApp, validUser } from './test-app.js';
import { DataSource } from 'typeorm';
import { SILENT_SERVER_GRACE_MS } from '../src/database/typeorm-options.js';

const CONNECT_TIMEOUT_MS = 1000;
const REQUESTS = 20;
const unreachable = { success: false, errors: [{ msg: DATABASE_UNREACHABLE }] };

/** The app on its own database, reached through a proxy the test can make unresponsive. */
async function startBehindProxy(env: Record<string, string> = {}): Promise<{ t: TestApp; proxy: DatabaseProxy }> {
  let proxy!: DatabaseProxy;
  const t = await startTestApp({ DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS), ...env }, async (url) => {
    proxy = await startDatabaseProxy(url);
    return proxy.url;
  });
  return { t, proxy };
}

/** REQUESTS contact queries at once: their statuses, bodies and how long the slowest took. */
async function sendContactQueries(t: TestApp) {
  const started = performance.now();
  const responses = await Promise.all(
    Array.from({ length: REQUESTS }, (_, i) =>
      fetch(`${t.baseUrl}/contact/addquery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Q ${i}`, email: `q${i}@example.com`, message: 'hello' }),
      }).then(async (response) => ({
        status: response.status,
        body: await response.json(),
        retryAfter: response.headers.get('retry-after'),
      })),
    ),
  );
  return { responses, elapsedMs: performance.now() - started };
}

describe('database unavailable: group-committed writes fail whole batches with 503', () => {
  it('a database that accepts connections and never answers: every request 503 within a few connect timeouts, one connection attempt per batch', async () => {
    const { t, proxy } = await startBehindProxy();
    try {
      await t.http().post('/contact/addquery').send({ name: 'A', email: 'a@example.com' }).expect(200);
      const token = (await t.http().post('/auth/createuser').send(validUser()).expect(200)).body.authToken;
      proxy.blackhole();
      const { responses, elapsedMs } = await sendContactQueries(t);
      expect(responses).toEqual(responses.map(() => ({ status: 503, body: unreachable, retryAfter: '5' })));
      // Row by row, the 20 requests would cost about 20 connect timeouts and 20 more attempts.
      expect(elapsedMs).toBeLessThan(4 * CONNECT_TIMEOUT_MS);
      expect(proxy.accepted).toBeLessThanOrEqual(5);
      // New questions share the same policy.
      const question = await t.http().post('/ques/addques').set('auth-token', token).send({ userQues: 'hi' });
      expect({
        status: question.status,
        body: question.body,
        retryAfter: question.headers['retry-after'],
      }).toEqual({
        status: 503,
        body: unreachable,
        retryAfter: '5',
      });
    } finally {
      await proxy.close();
      await t.close();
    }
  });

  it('a database that refuses connections: every request 503 at once, well before the connect timeout', async () => {
    const { t, proxy } = await startBehindProxy();
    try {
      await proxy.refuse();
      const { responses, elapsedMs } = await sendContactQueries(t);
      expect(responses).toEqual(responses.map(() => ({ status: 503, body: unreachable, retryAfter: '5' })));
      expect(elapsedMs).toBeLessThan(CONNECT_TIMEOUT_MS);
    } finally {
      await t.close();
    }
  });
});

describe('a database that stops answering on the connections already open (frozen, or packets dropped)', () => {
  const QUERY_TIMEOUT_MS = 1000;

  it('every request ends with a 503 about DB_QUERY_TIMEOUT_MS later, never a hang; answered again, so is the app', async () => {
    const { t, proxy } = await startBehindProxy({ DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS) });
    try {
      const token = (await t.http().post('/auth/createuser').send(validUser()).expect(200)).body.authToken;
      // Open connections in the pool, which the freeze leaves open.
      await Promise.all(Array.from({ length: 4 }, () => t.http().get('/ques').set('auth-token', token).expect(200)));
      proxy.freeze();
      const started = performance.now();
      const [{ responses }, read] = await Promise.all([
        sendContactQueries(t),
        fetch(`${t.baseUrl}/ques`, { headers: { 'auth-token': token } }).then(async (response) => ({
          status: response.status,
          body: await response.json(),
          retryAfter: response.headers.get('retry-after'),
        })),
      ]);
      expect([...responses, read]).toEqual([...responses, read].map(() => ({ status: 503, body: unreachable, retryAfter: '5' })));
      // The server's statement_timeout cannot answer for a server that says nothing: the client's read timeout does.
      expect(performance.now() - started).toBeLessThan(QUERY_TIMEOUT_MS + SILENT_SERVER_GRACE_MS + 3 * CONNECT_TIMEOUT_MS);
      proxy.thaw();
      await t.http().get('/ques').set('auth-token', token).expect(200);
      await t.http().post('/contact/addquery').send({ name: 'After', email: 'after@example.com' }).expect(200);
    } finally {
      await proxy.close();
      await t.close();
    }
  });

  it('a connection whose statement went unanswered is closed, so no later write joins a transaction it left open', async () => {
    // One connection: whatever the app writes next goes through the connection the freeze caught.
    const { t, proxy } = await startBehindProxy({ DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS), DB_POOL_SIZE: '1' });
    try {
      const caught = t.app.get(DataSource).transaction(async (manager) => {
        await manager.query('SELECT 1');
        proxy.freeze(); // BEGIN has reached the server; the INSERT and the ROLLBACK after it will not
        await manager.query(`INSERT INTO contact_queries (name, email, message) VALUES ('Caught', 'caught@example.com', '')`);
      });
      await expect(caught).rejects.toThrow('Query read timeout');
      proxy.thaw();
      await t.http().post('/contact/addquery').send({ name: 'Acknowledged', email: 'after@example.com' }).expect(200);
      // Acknowledged means committed: another connection sees it (inside a transaction left open, it would not).
      const { rows } = await t.db.query<{ name: string }>(`SELECT name FROM contact_queries ORDER BY name`);
      expect(rows.map((row) => row.name)).toEqual(['Acknowledged']);
    } finally {
      await proxy.close();
      await t.close();
    }
  });
});

describe('a production backend started before its database', () => {
  it('says what it waits for, then exits with a message naming DATABASE_CONNECT_TIMEOUT_S', async () => {
    const closedPort = await freePort();
    const started = Date.now();
    const backend = await startBackendProcess({
      DATABASE_URL: `postgres://app:secret@127.0.0.1:${closedPort}/school`,
      DATABASE_CONNECT_TIMEOUT_S: '3',
    });
    const code = await backend.exited;
    const seconds = (Date.now() - started) / 1000;
    expect(code).toBe(1);
    expect(seconds).toBeGreaterThanOrEqual(3);
    expect(seconds).toBeLessThan(20);
    const output = backend.output.join('\n');
    expect(output).toMatch(
      new RegExp(`Waiting for the database at 127\\.0\\.0\\.1:${closedPort}/school \\(attempt 1`),
    );
    expect(output).toContain('did not answer within DATABASE_CONNECT_TIMEOUT_S (3 s)');
    expect(output).not.toContain('secret'); // never the password
  });
});
