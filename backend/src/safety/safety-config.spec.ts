import { DEFAULT_HELP_RESOURCES, parseSafetyConfig } from './safety-config.js';

describe('parseSafetyConfig', () => {
  it('has safe defaults: the default help card, 10 minutes, 365 days, no classifier', () => {
    expect(parseSafetyConfig({})).toEqual({
      problems: [],
      config: {
        helpResources: DEFAULT_HELP_RESOURCES,
        ackMinutes: 10,
        alertEmails: [],
        retentionDays: 365,
        moderation: { provider: 'none', baseUrl: undefined, model: undefined, apiKey: undefined, timeoutMs: 1500 },
      },
    });
  });

  it('reads a school’s settings (a one-line help card with \\n, emails in lower case, the OpenAI model by default)', () => {
    const { config, problems } = parseSafetyConfig({
      SAFETY_HELP_RESOURCES: 'Call **Childline** on 0800 1111\\nor see Ms Rivera',
      SAFETY_ALERT_EMAILS: 'Lead@School.example, deputy@school.example',
      SAFETY_ACK_MINUTES: '5',
      MODERATION_PROVIDER: 'openai',
      MODERATION_BASE_URL: 'https://api.openai.com/v1/',
    });
    expect(problems).toEqual([]);
    expect(config.helpResources).toBe('Call **Childline** on 0800 1111\nor see Ms Rivera');
    expect(config.alertEmails).toEqual(['lead@school.example', 'deputy@school.example']);
    expect(config.ackMinutes).toBe(5);
    expect(config.moderation).toMatchObject({
      provider: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      model: 'omni-moderation-latest',
    });
  });

  it('names every variable at fault, and falls back to the defaults', () => {
    const { config, problems } = parseSafetyConfig({
      MODERATION_PROVIDER: 'guard',
      SAFETY_ALERT_EMAILS: 'not an email',
      SAFETY_ACK_MINUTES: '0',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('SAFETY_ALERT_EMAILS'),
        expect.stringContaining('SAFETY_ACK_MINUTES'),
        'MODERATION_PROVIDER=guard needs MODERATION_BASE_URL (e.g. https://api.openai.com/v1)',
        'MODERATION_PROVIDER=guard needs MODERATION_MODEL (e.g. llama-guard3:1b)',
      ]),
    );
    expect(config.moderation.provider).toBe('none');
  });
});
