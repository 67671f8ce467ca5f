import { FakeModelServer } from '@elearning/fake-model';
import pg from 'pg';
import { startBackendProcess, waitUntilReady } from './backend-process.js';
import { createTestDatabase, validUser } from './test-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Long enough that the two requests sent during it (readiness, then a write) both get in on a
// loaded CI machine: with 1 s they once took over 800 ms and found the listener closed.
const DRAIN_DELAY_MS = 2_500;
const GRACE_MS = 10_000;
const ANSWER_PIECES = 60;

/** POST as JSON; status 0 when the connection is refused or cut (the replica has stopped). */
async function post(url: string, body: unknown, token?: string): Promise<{ status: number; json?: unknown }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'auth-token': token } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  } catch {
    return { status: 0 };
  }
}

describe('graceful shutdown (SIGTERM) under load', () => {
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await FakeModelServer.start();
  });
  afterAll(() => fake.stop());

  it('readiness fails first, in-flight requests, writes and an answer stream finish, nothing acknowledged is lost, exit 0 in time', async () => {
    const databaseUrl = await createTestDatabase();
    const backend = await startBackendProcess({
      DATABASE_URL: databaseUrl,
      SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      GEMINI_API_KEY: 'shutdown-test-key',
      GEMINI_BASE_URL: fake.url,
    });
    await waitUntilReady(backend);
    const token = ((await post(`${backend.url}/auth/createuser`, validUser())).json as { authToken: string })
      .authToken;

    // An answer streaming for about 6 s: still being written when the listener closes (the grace).
    fake.script({ chunks: Array.from({ length: ANSWER_PIECES }, (_, i) => `w${i} `), chunkIntervalMs: 100 });
    const questionId = (
      (await post(`${backend.url}/ques/addques`, { userQues: 'long one' }, token)).json as { id: string }
    ).id;
    // Caught here: when an expectation fails first, the stream is cut by the SIGKILL below, and a
    // rejection left unhandled would fail whichever test file this worker runs next.
    const answer = fetch(`${backend.url}/ques/${questionId}/answer`, {
      method: 'POST',
      headers: { 'auth-token': token },
    })
      .then((response) => response.text())
      .catch((error: unknown) => `the answer stream failed: ${String(error)}`);

    const acknowledged = { contact: [] as string[], question: [] as string[] };
    const statuses: number[] = [];
    let running = true;
    let sequence = 0;
    const client = async (id: number) => {
      while (running) {
        const n = sequence++;
        const kind = n % 2 === 0 ? 'contact' : 'question';
        const text = `${kind} ${id}-${n}`;
        const result =
          kind === 'contact'
            ? await post(`${backend.url}/contact/addquery`, {
                name: 'Load',
                // One sender each: the contact form allows 5 messages per email in 10 minutes.
                email: `load.${id}-${n}@example.com`,
                message: text,
              })
            : await post(`${backend.url}/ques/addques`, { userQues: text }, token);
        statuses.push(result.status);
        if (result.status === 200) acknowledged[kind].push(text);
        if (result.status === 0) await sleep(10);
      }
    };
    const clients = Array.from({ length: 8 }, (_, id) => client(id));

    try {
      // The listener closes right after the drain delay (not after the answer): let the load run
      // a while before, so enough writes are acknowledged to mean something on a busy machine.
      await sleep(1_500);
      const signalledAt = performance.now();
      backend.kill('SIGTERM');
      // Readiness fails at once, while the API still answers during the drain delay.
      await sleep(200);
      expect((await fetch(`${backend.url}/health/ready`)).status).toBe(503);
      expect(
        (await post(`${backend.url}/contact/addquery`, { name: 'B', email: 'b@example.com' })).status,
      ).toBe(200);

      const exitCode = await backend.exited;
      const tookMs = performance.now() - signalledAt;
      running = false;
      await Promise.all(clients);

      expect(exitCode).toBe(0);
      expect(tookMs).toBeLessThan(DRAIN_DELAY_MS + GRACE_MS);
      expect(tookMs).toBeGreaterThan(DRAIN_DELAY_MS);
      // Clients only ever saw a success or a refused connection (after the listener closed): no 5xx.
      expect([...new Set(statuses)].filter((status) => status !== 200 && status !== 0)).toEqual([]);
      expect(statuses).toContain(0); // the load really ran into the closed listener
      expect(await answer).toContain('event: done');

      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const contacts = new Set(
          (await db.query('SELECT message FROM contact_queries')).rows.map((r) => r.message),
        );
        const questions = new Set((await db.query('SELECT text FROM questions')).rows.map((r) => r.text));
        expect(acknowledged.contact.filter((text) => !contacts.has(text))).toEqual([]);
        expect(acknowledged.question.filter((text) => !questions.has(text))).toEqual([]);
        expect(acknowledged.contact.length).toBeGreaterThan(20);
        const saved = await db.query('SELECT status, answer FROM questions WHERE id = $1', [questionId]);
        expect(saved.rows[0]).toEqual({
          status: 'answered',
          answer: Array.from({ length: ANSWER_PIECES }, (_, i) => `w${i} `).join(''),
        });
      } finally {
        await db.end();
      }
    } catch (error) {
      console.log(backend.output.join('\n'));
      throw error;
    } finally {
      running = false;
      backend.kill('SIGKILL');
    }
  }, 60_000);
});
