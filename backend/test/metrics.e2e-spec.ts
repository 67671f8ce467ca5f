import { FakeModelServer } from '@elearning/fake-model';
import { answer, ask, signUp } from './answer-client.js';
import { type TestApp, startTestApp } from './test-app.js';

/** The value of one sample line of the Prometheus text, e.g. `redis_up` or `x_count{a="b"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics (Prometheus)', () => {
  let fake: FakeModelServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await FakeModelServer.start();
    t = await startTestApp({
      GEMINI_API_KEY: 'metrics-key',
      GEMINI_BASE_URL: fake.url,
      AI_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('request latency by route and status, batch sizes, pool, Redis, answers, model errors and tokens', async () => {
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t
          .http()
          .post('/contact/addquery')
          .send({ name: `N${i}`, email: 'n@example.com' })
          .expect(200),
      ),
    );
    await t.http().get('/nowhere').expect(404);
    await t.http().get('/ques/not-a-question-id').expect(401);
    const token = await signUp(t);
    fake.script({
      chunks: ['Because ', 'of Rayleigh scattering.'],
      usage: { inputTokens: 12, outputTokens: 7 },
    });
    const answered = await answer(t, token, await ask(t, token));
    expect(answered.events.at(-1)?.event).toBe('done');
    fake.script({ status: 500 });
    const failed = await answer(t, token, await ask(t, token));
    expect(failed.events.at(-1)?.event).toBe('error');

    const response = await t.http().get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.text;
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="POST",route="/contact/addquery",status_code="200"}',
      ),
    ).toBe(5);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/ques/:id",status_code="401"}'),
    ).toBe(1);
    expect(sample(text, 'group_commit_batch_size_sum{queue="contact_queries"}')).toBe(5);
    expect(sample(text, 'group_commit_batch_size_count{queue="conversations"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(text, 'redis_up')).toBe(-1);
    expect(sample(text, 'answer_first_chunk_seconds_count')).toBe(1);
    expect(sample(text, 'answer_duration_seconds_count{status="answered"}')).toBe(1);
    expect(sample(text, 'answer_duration_seconds_count{status="failed"}')).toBe(1);
    expect(sample(text, 'model_errors_total{kind="upstream"}')).toBe(1);
    expect(sample(text, 'model_tokens_total{direction="input"}')).toBe(12);
    expect(sample(text, 'model_tokens_total{direction="output"}')).toBe(7);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });
});
