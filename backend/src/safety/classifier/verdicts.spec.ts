import { OPENAI_SCORE_RULES } from './moderation-tables.js';
import type { ModerationResult } from './moderation-result.js';
import { parseGuardCompletion, parseGuardVerdict, parseOpenAiModeration } from './verdicts.js';

/** The checks of a verdict (none when there was no verdict). */
const checksOf = (result: ModerationResult) => (result.available ? result.checks : undefined);

/** An OpenAI moderation response with every category near 0 but the ones given. */
function openAi(scores: Record<string, number>) {
  const all = Object.fromEntries(OPENAI_SCORE_RULES.map((rule) => [rule.name, 0.0001]));
  return {
    id: 'modr-1',
    model: 'omni-moderation-latest',
    results: [{ flagged: false, categories: {}, category_scores: { ...all, ...scores } }],
  };
}

describe('Llama Guard verdicts', () => {
  it('reads safe as nothing at all', () => {
    expect(parseGuardVerdict('safe')).toEqual({ available: true, tier: 'none', category: null, harmful: false, checks: [] });
    expect(parseGuardVerdict('\n\nSafe \n')).toMatchObject({ available: true, tier: 'none', harmful: false });
  });

  it('maps each code of the table', () => {
    expect(parseGuardVerdict('unsafe\nS11')).toEqual({
      available: true,
      tier: 'urgent',
      category: 'self-harm',
      harmful: true,
      checks: ['classifier:guard:S11'],
    });
    expect(parseGuardVerdict('unsafe\nS1')).toMatchObject({ tier: 'urgent', category: 'threat', harmful: true });
    expect(parseGuardVerdict('unsafe\nS3')).toMatchObject({ tier: 'urgent', category: 'abuse', harmful: true });
    expect(parseGuardVerdict('unsafe\nS4')).toMatchObject({ tier: 'urgent', category: 'grooming', harmful: true });
    expect(parseGuardVerdict('unsafe\nS12')).toMatchObject({ tier: 'concern', category: 'sexual', harmful: true });
    expect(parseGuardVerdict('unsafe\nS9')).toMatchObject({ tier: 'concern', category: 'harmful-request', harmful: true });
    expect(parseGuardVerdict('unsafe\nS10')).toMatchObject({ tier: 'conduct', category: 'conduct', harmful: true });
    expect(parseGuardVerdict('unsafe\nS2')).toMatchObject({ tier: 'none', category: 'harmful-request', harmful: true });
  });

  it('takes the highest tier of several codes and lists every code', () => {
    expect(parseGuardVerdict('unsafe\nS12, S11')).toEqual({
      available: true,
      tier: 'urgent',
      category: 'self-harm',
      harmful: true,
      checks: ['classifier:guard:S12', 'classifier:guard:S11'],
    });
  });

  it('lists codes without a row and lets them change nothing', () => {
    expect(parseGuardVerdict('unsafe\nS6,S15')).toEqual({
      available: true,
      tier: 'none',
      category: null,
      harmful: false,
      checks: ['classifier:guard:S6', 'classifier:guard:S15'],
    });
  });

  it('reads unsafe without a code as harmful, no tier', () => {
    expect(parseGuardVerdict('unsafe')).toMatchObject({ tier: 'none', harmful: true, checks: ['classifier:guard:unsafe'] });
  });

  it.each(['', 'I cannot help with that.', 'unsafe\nviolence', 'unsafe\nS1\nS2', 'safe\nS1', 'maybe', 'unsafe\n,'])(
    'refuses %j as bad-response',
    (answer) => {
      expect(parseGuardVerdict(answer)).toEqual({ available: false, reason: 'bad-response' });
    },
  );

  it('reads the verdict out of a chat completion, and nothing else', () => {
    const completion = { choices: [{ index: 0, message: { role: 'assistant', content: 'unsafe\nS4' } }] };
    expect(parseGuardCompletion(completion)).toMatchObject({ tier: 'urgent', category: 'grooming' });
    for (const body of [undefined, null, 'safe', {}, { choices: [] }, { choices: [{ message: { content: null } }] }])
      expect(parseGuardCompletion(body)).toEqual({ available: false, reason: 'bad-response' });
  });
});

describe('OpenAI moderation scores', () => {
  it('reads low scores as nothing', () => {
    expect(parseOpenAiModeration(openAi({}))).toEqual({ available: true, tier: 'none', category: null, harmful: false, checks: [] });
  });

  it('fires a category at its threshold, not below', () => {
    for (const rule of OPENAI_SCORE_RULES) {
      expect(checksOf(parseOpenAiModeration(openAi({ [rule.name]: rule.threshold - 0.01 })))).toEqual([]);
      expect(parseOpenAiModeration(openAi({ [rule.name]: rule.threshold }))).toEqual({
        available: true,
        tier: rule.tier,
        category: rule.category,
        harmful: rule.harmful,
        checks: [`classifier:openai:${rule.name}`],
      });
    }
  });

  it('maps the categories a school cares most about', () => {
    expect(parseOpenAiModeration(openAi({ 'self-harm/intent': 0.9, 'self-harm': 0.9 }))).toEqual({
      available: true,
      tier: 'urgent',
      category: 'self-harm',
      harmful: true,
      checks: ['classifier:openai:self-harm/intent', 'classifier:openai:self-harm'],
    });
    expect(parseOpenAiModeration(openAi({ 'sexual/minors': 0.4 }))).toMatchObject({ tier: 'urgent', category: 'grooming' });
    expect(parseOpenAiModeration(openAi({ 'harassment/threatening': 0.7 }))).toMatchObject({ tier: 'urgent', category: 'threat' });
    expect(parseOpenAiModeration(openAi({ harassment: 0.8 }))).toMatchObject({ tier: 'conduct', harmful: false });
    // A history lesson about a war scores violence high, but not 0.85: nothing.
    expect(checksOf(parseOpenAiModeration(openAi({ violence: 0.7 })))).toEqual([]);
    // Graphic violence is kept from a student, and is no welfare tier.
    expect(parseOpenAiModeration(openAi({ 'violence/graphic': 0.9 }))).toMatchObject({
      tier: 'none',
      category: 'harmful-request',
      harmful: true,
    });
  });

  it('counts a category the model does not have (older models: no illicit) as 0', () => {
    const old = { results: [{ flagged: false, categories: {}, category_scores: { 'self-harm/intent': 0.8 } }] };
    expect(parseOpenAiModeration(old)).toMatchObject({ tier: 'urgent', checks: ['classifier:openai:self-harm/intent'] });
  });

  it('refuses anything but a moderation response', () => {
    for (const body of [
      undefined,
      'ok',
      { results: [] },
      { results: [{ flagged: true }] },
      { results: [{ category_scores: { violence: 'high' } }] },
      { error: { message: 'rate limited' } },
    ])
      expect(parseOpenAiModeration(body)).toEqual({ available: false, reason: 'bad-response' });
  });
});
