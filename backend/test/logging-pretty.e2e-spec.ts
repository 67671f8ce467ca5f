import { Writable } from 'node:stream';
import { startTestApp } from './test-app.js';

/** A log destination that keeps every line. */
class CapturedLines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  get text(): string {
    return this.lines.join('\n');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A file of its own: nestjs-pino keeps one logger per process (per jest test file), made by the first app.
describe('development logs: readable lines', () => {
  it('LOG_FORMAT=pretty (the default outside production) writes text, not JSON', async () => {
    const out = new CapturedLines();
    const t = await startTestApp({ LOG_LEVEL: 'log', LOG_FORMAT: 'pretty' }, undefined, {
      logDestination: out,
    });
    try {
      await t.http().get('/health/live').expect(200);
      await t.http().get('/ques').set('x-request-id', 'dev-1').expect(401);
      await sleep(50);
      expect(out.lines.find((line) => line.includes('request completed'))).toMatch(/INFO.*request completed/);
      expect(out.text).toContain('dev-1');
      expect(() => JSON.parse(out.lines[0]!)).toThrow();
      expect(out.text).not.toContain('"url": "/health/live"'); // probes are not access-logged
    } finally {
      await t.close();
    }
  });
});
