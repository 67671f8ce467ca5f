import { DEFAULT_GEMINI_MODEL, parseAiConfig } from './ai-config.js';
import { createAnswerProvider } from './answer-provider.factory.js';

describe('parseAiConfig', () => {
  it('turns the tutor off when nothing is set', () => {
    const { config, problems } = parseAiConfig({});
    expect(problems).toEqual([]);
    expect(config.provider).toBe('none');
    expect(config.timeoutMs).toBe(60_000);
    expect(config.answerRateLimitPerMinute).toBe(20);
    expect(createAnswerProvider(config).name).toBe('none');
  });

  it('picks gemini with a current default model when GEMINI_API_KEY is set', () => {
    const { config, problems } = parseAiConfig({ GEMINI_API_KEY: 'k' });
    expect(problems).toEqual([]);
    expect(config.provider).toBe('gemini');
    expect(config.gemini.model).toBe(DEFAULT_GEMINI_MODEL);
    expect(createAnswerProvider(config).name).toBe('gemini');
  });

  it('reads the OpenAI-compatible settings', () => {
    const { config, problems } = parseAiConfig({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://localhost:11434/v1/',
      OPENAI_MODEL: 'llama3.2',
    });
    expect(problems).toEqual([]);
    expect(config.openai.baseUrl).toBe('http://localhost:11434/v1');
    expect(createAnswerProvider(config).name).toBe('openai');
  });

  it('names every variable at fault', () => {
    const { problems } = parseAiConfig({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'ftp://x',
      AI_TIMEOUT_MS: 'soon',
      ANSWER_RATE_LIMIT_PER_MINUTE: '0',
      GEMINI_BASE_URL: 'not a url',
    });
    expect(problems.join('\n')).toMatch(/OPENAI_BASE_URL/);
    expect(problems.join('\n')).toMatch(/OPENAI_MODEL/);
    expect(problems.join('\n')).toMatch(/AI_TIMEOUT_MS/);
    expect(problems.join('\n')).toMatch(/ANSWER_RATE_LIMIT_PER_MINUTE/);
    expect(problems.join('\n')).toMatch(/GEMINI_BASE_URL/);
  });

  it('refuses an explicit gemini choice without a key and an unknown provider', () => {
    expect(parseAiConfig({ AI_PROVIDER: 'gemini' }).problems).toEqual([
      'AI_PROVIDER=gemini needs GEMINI_API_KEY',
    ]);
    expect(parseAiConfig({ AI_PROVIDER: 'claude' }).problems[0]).toMatch(/AI_PROVIDER must be one of/);
  });
});
