import { Writable } from 'node:stream';
import { type TestApp, startTestApp, validUser } from './test-app.js';

/** A log destination that keeps every JSON line. */
class CapturedLines extends Writable {
  readonly lines: Array<Record<string, unknown>> = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A file of its own: nestjs-pino keeps one logger per process (per jest test file), made by the first app.
describe('access lines under load: ordinary ones sampled, every request still counted (decision 0019)', () => {
  const out = new CapturedLines();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { LOG_LEVEL: 'log', LOG_FORMAT: 'json', ACCESS_LOG_LINES_PER_SECOND: '2' },
      undefined,
      {
        logDestination: out,
      },
    );
  });
  afterAll(() => t.close());

  it('beyond the budget ordinary lines are left out and every one is counted; a refusal is always written', async () => {
    const token = (await t.http().post('/auth/createuser').send(validUser()).expect(200)).body
      .authToken as string;
    const reads = 20;
    await Promise.all(
      Array.from({ length: reads }, () => t.http().get('/ques').set('auth-token', token).expect(200)),
    );
    await t.http().get('/ques').set('x-request-id', 'signed-out-1').expect(401);
    // The count of what was left out reaches the log within a second even when no line follows.
    await sleep(1200);
    const access = out.lines.filter((line) => line.msg === 'request completed');
    const ordinary = access.filter((line) => (line.res as { statusCode: number }).statusCode < 400);
    const unlogged = out.lines.reduce((sum, line) => sum + ((line.unlogged as number | undefined) ?? 0), 0);
    // The sign-up and the reads, within a second or two: at most a few written, the rest counted.
    expect(ordinary.length).toBeLessThan(reads / 2);
    expect(ordinary.length + unlogged).toBe(reads + 1);
    expect(access.at(-1)).toMatchObject({ req: { id: 'signed-out-1' }, res: { statusCode: 401 } });
  });
});
