import { DATABASE_UNREACHABLE } from '../src/database/database-errors.js';
import { type RestartablePostgres, startRestartablePostgres } from './restartable-postgres.js';
import { type TestApp, startTestApp, validUser } from './test-app.js';

interface Outcome {
  kind: 'contact' | 'question';
  text: string;
  startedAt: number;
  endedAt: number;
  status: number;
  body: unknown;
  retryAfter: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real Postgres restarted under load: contact queries and questions keep coming from 8
 * clients while Postgres stops (fast shutdown: sessions cut) and starts again 2 s later.
 */
describe('Postgres restarted under load', () => {
  let pg: RestartablePostgres;
  let t: TestApp;
  beforeAll(async () => {
    pg = await startRestartablePostgres();
    t = await startTestApp({ DB_CONNECT_TIMEOUT_MS: '1000' }, (url) => url, { adminUrl: pg.adminUrl });
  });
  afterAll(async () => {
    await t?.close();
    await pg?.destroy();
  });

  it('only 503s (with Retry-After) during the outage, 2xx again within 5 s, every acknowledged write kept', async () => {
    const token = (await t.http().post('/auth/createuser').send(validUser()).expect(200)).body
      .authToken as string;
    const outcomes: Outcome[] = [];
    let sequence = 0;
    let running = true;
    const client = async (id: number) => {
      while (running) {
        const kind = sequence % 2 === 0 ? 'contact' : 'question';
        const text = `${kind} ${id}-${sequence++}`;
        const startedAt = performance.now();
        const response = await fetch(
          `${t.baseUrl}${kind === 'contact' ? '/contact/addquery' : '/ques/addques'}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'auth-token': token },
            body: JSON.stringify(
              kind === 'contact'
                ? // One sender each: the contact form allows 5 messages per email in 10 minutes.
                  { name: 'Load', email: `load.${id}-${sequence}@example.com`, message: text }
                : { userQues: text },
            ),
          },
        );
        outcomes.push({
          kind,
          text,
          startedAt,
          endedAt: performance.now(),
          status: response.status,
          body: await response.json(),
          retryAfter: response.headers.get('retry-after'),
        });
        if (response.status === 503) await sleep(20); // a client told to retry does not spin
      }
    };
    const clients = Array.from({ length: 8 }, (_, id) => client(id));

    await sleep(1_000);
    const stopping = performance.now();
    await pg.stop();
    const stopped = performance.now();
    await sleep(2_000);
    await pg.start();
    const accepting = performance.now();
    await sleep(6_000);
    running = false;
    await Promise.all(clients);

    // Nothing but 200 and 503, and every 503 is the usual shape with Retry-After.
    const statuses = new Set(outcomes.map((o) => o.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const o of outcomes.filter((o) => o.status === 503))
      expect({ body: o.body, retryAfter: o.retryAfter }).toEqual({
        body: { success: false, errors: [{ msg: DATABASE_UNREACHABLE }] },
        retryAfter: '5',
      });
    // While Postgres was down, nothing was acknowledged.
    expect(
      outcomes.filter((o) => o.status === 200 && o.startedAt > stopped && o.endedAt < accepting),
    ).toEqual([]);
    expect(outcomes.some((o) => o.status === 503 && o.startedAt > stopped && o.endedAt < accepting)).toBe(
      true,
    );
    // Back within 5 s of Postgres accepting connections: everything started after that succeeded.
    const late = outcomes.filter((o) => o.startedAt > accepting + 5_000);
    expect(late.length).toBeGreaterThan(20);
    expect(late.filter((o) => o.status !== 200)).toEqual([]);
    const firstOk = Math.min(
      ...outcomes.filter((o) => o.status === 200 && o.startedAt > accepting).map((o) => o.endedAt),
    );
    console.log(
      `postgres restart: ${outcomes.length} requests, ${outcomes.filter((o) => o.status === 503).length} answered 503; ` +
        `stop took ${Math.round(stopped - stopping)} ms; first 2xx ${Math.round(firstOk - accepting)} ms after Postgres accepted connections`,
    );

    // Every acknowledged write is stored.
    const acknowledged = (kind: Outcome['kind']) =>
      outcomes.filter((o) => o.kind === kind && o.status === 200).map((o) => o.text);
    const contacts = new Set(
      (await t.db.query<{ message: string }>('SELECT message FROM contact_queries')).rows.map(
        (r) => r.message,
      ),
    );
    const questions = new Set(
      (await t.db.query<{ text: string }>('SELECT text FROM questions')).rows.map((r) => r.text),
    );
    expect(acknowledged('contact').filter((text) => !contacts.has(text))).toEqual([]);
    expect(acknowledged('question').filter((text) => !questions.has(text))).toEqual([]);
    expect(acknowledged('contact').length).toBeGreaterThan(50);
  }, 60_000);
});
