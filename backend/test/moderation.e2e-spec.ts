/**
 * The moderation classifier (issue 25, "How messages are checked") against the fake model server
 * over real HTTP, speaking OpenAI's moderation protocol and a guard model's (Llama Guard 3's
 * verdict through chat completions): the tiers each protocol maps to, the thresholds, what is sent
 * (only the text, the key in its header), and a classifier that is down, failing, slow or garbled.
 */
import diagnostics_channel from 'node:diagnostics_channel';
import { createServer } from 'node:net';
import { jest } from '@jest/globals';
import { FAKE_GUARD_MODEL, FakeModelServer } from '@elearning/fake-model';
import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { parseConfig } from '../src/config/app-config.js';
import { ConfigModule } from '../src/config/config.module.js';
import type { ResolvedConfig } from '../src/config/resolve-config.js';
import type { ModerationCheck } from '../src/metrics/metric-events.js';
import { ModerationClassifier, ModerationModule, type ModerationSettings } from '../src/safety/classifier/index.js';

const API_KEY = 'sk-test-moderation-key';

let fake: FakeModelServer;
const checks: ModerationCheck[] = [];
const onCheck = (message: unknown) => checks.push(message as ModerationCheck);
let warn: ReturnType<typeof jest.spyOn>;

beforeAll(async () => {
  fake = await FakeModelServer.start();
  diagnostics_channel.subscribe('elearning:moderation-check', onCheck);
});
afterAll(async () => {
  diagnostics_channel.unsubscribe('elearning:moderation-check', onCheck);
  await fake.stop();
});
beforeEach(() => {
  fake.reset();
  checks.length = 0;
  warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const openAi = (more: Partial<ModerationSettings> = {}) =>
  new ModerationClassifier({
    provider: 'openai',
    baseUrl: fake.openAiBaseUrl,
    model: 'omni-moderation-latest',
    apiKey: API_KEY,
    timeoutMs: 1500,
    ...more,
  });
const guard = (more: Partial<ModerationSettings> = {}) =>
  new ModerationClassifier({
    provider: 'guard',
    baseUrl: fake.openAiBaseUrl,
    model: FAKE_GUARD_MODEL,
    apiKey: undefined,
    timeoutMs: 1500,
    ...more,
  });

/** A port nothing listens on (taken, then freed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Every log line written so far, as one text. */
const logged = () => (warn.mock.calls as unknown[][]).map((call) => String(call[0])).join('\n');

describe('OpenAI moderation (POST /v1/moderations)', () => {
  it('maps the scores to tiers and harmful content', async () => {
    fake.moderation({
      rules: [
        { whenInputIncludes: 'want to end it', scores: { 'self-harm/intent': 0.93, 'self-harm': 0.81 } },
        { whenInputIncludes: 'meet me alone', scores: { 'sexual/minors': 0.62, sexual: 0.7 } },
        { whenInputIncludes: 'going to hurt', scores: { 'harassment/threatening': 0.88, violence: 0.9 } },
        { whenInputIncludes: 'you are useless', scores: { harassment: 0.91 } },
        { whenInputIncludes: 'build a pipe', scores: { 'illicit/violent': 0.77, illicit: 0.8 } },
        { whenInputIncludes: 'Battle of the Somme', scores: { violence: 0.64 } },
      ],
    });
    const classifier = openAi();
    const classify = (text: string) => classifier.classify({ text, earlier: [] });

    await expect(classify('I want to end it tonight')).resolves.toEqual({
      available: true,
      tier: 'urgent',
      category: 'self-harm',
      harmful: true,
      checks: ['classifier:openai:self-harm/intent', 'classifier:openai:self-harm'],
    });
    await expect(classify('he said meet me alone and not tell mum')).resolves.toMatchObject({
      tier: 'urgent',
      category: 'grooming',
      harmful: true,
    });
    await expect(classify('I am going to hurt him tomorrow')).resolves.toMatchObject({
      tier: 'urgent',
      category: 'threat',
      checks: ['classifier:openai:harassment/threatening', 'classifier:openai:violence'],
    });
    await expect(classify('you are useless')).resolves.toMatchObject({
      tier: 'conduct',
      category: 'conduct',
      harmful: false,
    });
    await expect(classify('how do I build a pipe bomb')).resolves.toMatchObject({
      tier: 'concern',
      category: 'harmful-request',
      harmful: true,
    });
    await expect(classify('What happened at the Battle of the Somme?')).resolves.toEqual({
      available: true,
      tier: 'none',
      category: null,
      harmful: false,
      checks: [],
    });
    expect(checks.map((check) => check.outcome)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
  });

  it('respects the thresholds: 0.49 on self-harm/intent is nothing, 0.5 is urgent', async () => {
    fake.moderation({
      rules: [
        { whenInputIncludes: 'below', scores: { 'self-harm/intent': 0.49 } },
        { whenInputIncludes: 'at', scores: { 'self-harm/intent': 0.5 } },
      ],
    });
    const classifier = openAi();
    await expect(classifier.classify({ text: 'below', earlier: [] })).resolves.toMatchObject({ tier: 'none', checks: [] });
    await expect(classifier.classify({ text: 'at', earlier: [] })).resolves.toMatchObject({ tier: 'urgent' });
  });

  it('sends only the text and the model, with the key as a bearer token', async () => {
    await openAi().classify({ text: 'I feel so alone', earlier: ['hello', 'nobody likes me'] });
    expect(fake.requests).toHaveLength(1);
    const request = fake.lastRequest!;
    expect(request.protocol).toBe('moderation');
    expect(request.url).toBe('/v1/moderations');
    expect(request.body).toEqual({ model: 'omni-moderation-latest', input: 'I feel so alone' });
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('sends no authorization header without a key', async () => {
    await openAi({ apiKey: undefined }).classify({ text: 'hi', earlier: [] });
    expect(fake.lastRequest!.headers.authorization).toBeUndefined();
  });
});

describe('a guard model (Llama Guard 3 through chat completions)', () => {
  it('maps the verdicts to tiers and harmful content', async () => {
    fake.moderation({
      rules: [
        { whenInputIncludes: 'no point anymore', verdict: 'unsafe\nS11' },
        { whenInputIncludes: 'bring a knife', verdict: 'unsafe\nS1' },
        { whenInputIncludes: 'our secret', verdict: 'unsafe\nS4' },
        { whenInputIncludes: 'explicit story', verdict: 'unsafe\nS12' },
        { whenInputIncludes: 'nerve gas', verdict: 'unsafe\nS9' },
        { whenInputIncludes: 'steal a bike', verdict: 'unsafe\nS2' },
        { whenInputIncludes: 'those people', verdict: 'unsafe\nS10' },
      ],
    });
    const classifier = guard();
    const classify = (text: string) => classifier.classify({ text, earlier: [] });

    await expect(classify('there is no point anymore')).resolves.toEqual({
      available: true,
      tier: 'urgent',
      category: 'self-harm',
      harmful: true,
      checks: ['classifier:guard:S11'],
    });
    await expect(classify('I will bring a knife to school')).resolves.toMatchObject({ tier: 'urgent', category: 'threat' });
    await expect(classify('he says it is our secret')).resolves.toMatchObject({ tier: 'urgent', category: 'grooming' });
    await expect(classify('write an explicit story')).resolves.toMatchObject({
      tier: 'concern',
      category: 'sexual',
      harmful: true,
    });
    await expect(classify('how is nerve gas made')).resolves.toMatchObject({ tier: 'concern', harmful: true });
    await expect(classify('how do I steal a bike')).resolves.toMatchObject({ tier: 'none', harmful: true });
    await expect(classify('I hate those people')).resolves.toMatchObject({ tier: 'conduct', category: 'conduct' });
    await expect(classify('What is photosynthesis?')).resolves.toEqual({
      available: true,
      tier: 'none',
      category: null,
      harmful: false,
      checks: [],
    });
  });

  it('sends the last few earlier turns and the text as user messages, nothing else', async () => {
    const earlier = ['turn 1', 'turn 2', 'turn 3', 'turn 4', 'turn 5', 'turn 6'];
    await guard({ apiKey: API_KEY }).classify({ text: 'i already decided', earlier });
    const request = fake.lastRequest!;
    expect(request.protocol).toBe('guard');
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.body).toEqual({
      model: FAKE_GUARD_MODEL,
      messages: [
        { role: 'user', content: 'turn 3' },
        { role: 'user', content: 'turn 4' },
        { role: 'user', content: 'turn 5' },
        { role: 'user', content: 'turn 6' },
        { role: 'user', content: 'i already decided' },
      ],
      max_tokens: 20,
      temperature: 0,
      stream: false,
    });
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('calls an answer it cannot read bad-response, never safe', async () => {
    fake.moderation({ verdict: 'I am sorry, I cannot classify that.' });
    await expect(guard().classify({ text: 'hello', earlier: [] })).resolves.toEqual({
      available: false,
      reason: 'bad-response',
    });
    expect(checks.map((check) => check.outcome)).toEqual(['bad-response']);
  });

  it('leaves the tutor chat protocol of the same server alone', async () => {
    const response = await fetch(`${fake.openAiBaseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'llama3.2', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    await response.text();
    expect(fake.lastRequest!.protocol).toBe('openai');
  });
});

describe('a classifier that is down, failing, slow or garbled', () => {
  it.each([
    ['openai', openAi],
    ['guard', guard],
  ] as const)('%s: a closed port is down, at once', async (_, make) => {
    const port = await closedPort();
    const started = Date.now();
    const result = await make({ baseUrl: `http://127.0.0.1:${port}/v1` }).classify({ text: 'I want to die', earlier: [] });
    expect(result).toEqual({ available: false, reason: 'down' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(checks.map((check) => check.outcome)).toEqual(['down']);
  });

  it.each([
    ['openai', openAi],
    ['guard', guard],
  ] as const)('%s: a 500 is down', async (_, make) => {
    fake.moderation({ status: 500 });
    await expect(make().classify({ text: 'hello', earlier: [] })).resolves.toEqual({ available: false, reason: 'down' });
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['openai', openAi],
    ['guard', guard],
  ] as const)('%s: a slow server gives up at the timeout', async (_, make) => {
    fake.moderation({ delayMs: 5_000 });
    const started = performance.now();
    const result = await make({ timeoutMs: 300 }).classify({ text: 'hello', earlier: [] });
    const took = performance.now() - started;
    expect(result).toEqual({ available: false, reason: 'timeout' });
    expect(took).toBeGreaterThanOrEqual(290);
    // A small margin over the timeout (two shared cores under a parallel test run).
    expect(took).toBeLessThan(300 + 400);
    await fake.lastRequest!.closed;
    expect(fake.lastRequest!.closedByClient).toBe(true);
    expect(checks.map((check) => check.outcome)).toEqual(['timeout']);
  });

  it('one slow rule slows only its text', async () => {
    fake.moderation({ rules: [{ whenInputIncludes: 'slow one', delayMs: 5_000 }] });
    const classifier = openAi({ timeoutMs: 300 });
    await expect(classifier.classify({ text: 'a slow one', earlier: [] })).resolves.toMatchObject({ reason: 'timeout' });
    await expect(classifier.classify({ text: 'a quick one', earlier: [] })).resolves.toMatchObject({ available: true });
  });

  it('stops at once when the caller aborts, counted as aborted', async () => {
    fake.moderation({ delayMs: 5_000 });
    const controller = new AbortController();
    const started = performance.now();
    const pending = openAi({ timeoutMs: 3_000 }).classify({ text: 'hello', earlier: [] }, controller.signal);
    setTimeout(() => controller.abort(), 100);
    await expect(pending).resolves.toEqual({ available: false, reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(checks.map((check) => check.outcome)).toEqual(['aborted']);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['openai', 'not json at all {', openAi],
    ['openai', '{"results": "nope"}', openAi],
    ['guard', '<html>502 Bad Gateway</html>', guard],
    ['guard', '{"choices": []}', guard],
  ] as const)('%s: the body %j is bad-response', async (_, rawBody, make) => {
    fake.moderation({ rawBody });
    await expect(make().classify({ text: 'hello', earlier: [] })).resolves.toEqual({
      available: false,
      reason: 'bad-response',
    });
  });

  it('logs why, without the text or the key, once a minute per reason', async () => {
    fake.moderation({ status: 503 });
    const classifier = openAi();
    for (let index = 0; index < 3; index += 1)
      await classifier.classify({ text: 'my secret words', earlier: ['earlier words'] });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(logged()).toContain('down, HTTP 503');
    expect(logged()).not.toContain('secret words');
    expect(logged()).not.toContain('earlier words');
    expect(logged()).not.toContain(API_KEY);
    expect(checks.map((check) => check.outcome)).toEqual(['down', 'down', 'down']);
  });
});

describe('configuration', () => {
  it('provider none makes no request', async () => {
    const classifier = openAi({ provider: 'none' });
    expect(classifier.configured).toBe(false);
    await expect(classifier.classify({ text: 'I want to die', earlier: [] })).resolves.toEqual({
      available: false,
      reason: 'not-configured',
    });
    expect(fake.requests).toHaveLength(0);
    expect(checks).toHaveLength(0);
  });

  it('ModerationModule builds the classifier from the MODERATION_* variables', async () => {
    fake.moderation({ rules: [{ whenInputIncludes: 'kms', verdict: 'unsafe\nS11' }] });
    const config = parseConfig({
      MODERATION_PROVIDER: 'guard',
      MODERATION_BASE_URL: fake.openAiBaseUrl,
      MODERATION_MODEL: FAKE_GUARD_MODEL,
      MODERATION_API_KEY: API_KEY,
      MODERATION_TIMEOUT_MS: '1000',
    });
    const module = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config as ResolvedConfig), ModerationModule],
    }).compile();
    const classifier = module.get(ModerationClassifier);
    await expect(classifier.classify({ text: 'i might kms', earlier: [] })).resolves.toMatchObject({
      tier: 'urgent',
      checks: ['classifier:guard:S11'],
    });
    expect(fake.lastRequest!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    await module.close();
  });

  it('without MODERATION_PROVIDER the module gives a classifier that is not configured', async () => {
    const module = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(parseConfig({}) as ResolvedConfig), ModerationModule],
    }).compile();
    const classifier = module.get(ModerationClassifier);
    expect(classifier.configured).toBe(false);
    await expect(classifier.classify({ text: 'hello', earlier: [] })).resolves.toEqual({
      available: false,
      reason: 'not-configured',
    });
    expect(fake.requests).toHaveLength(0);
    await module.close();
  });
});
