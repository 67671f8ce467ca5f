import { parsePrivacyConfig } from './privacy-config.js';

describe('parsePrivacyConfig', () => {
  it('defaults: 730 days of data, 365 of security events, inactive accounts kept', () => {
    expect(parsePrivacyConfig({})).toEqual({
      problems: [],
      config: { dataRetentionDays: 730, securityEventsRetentionDays: 365, inactiveAccountDays: undefined },
    });
  });

  it("reads a school's settings (blank is unset)", () => {
    expect(
      parsePrivacyConfig({
        DATA_RETENTION_DAYS: '365',
        SECURITY_EVENTS_RETENTION_DAYS: ' 180 ',
        INACTIVE_ACCOUNT_DAYS: '400',
      }).config,
    ).toEqual({ dataRetentionDays: 365, securityEventsRetentionDays: 180, inactiveAccountDays: 400 });
    expect(parsePrivacyConfig({ INACTIVE_ACCOUNT_DAYS: '  ' }).config.inactiveAccountDays).toBeUndefined();
  });

  it('names every variable at fault, and falls back to the defaults', () => {
    const { config, problems } = parsePrivacyConfig({
      DATA_RETENTION_DAYS: '0',
      SECURITY_EVENTS_RETENTION_DAYS: 'a year',
      INACTIVE_ACCOUNT_DAYS: '7',
    });
    expect(problems).toEqual([
      'DATA_RETENTION_DAYS must be a whole number from 1 to 36500 (got "0")',
      'SECURITY_EVENTS_RETENTION_DAYS must be a whole number from 1 to 36500 (got "a year")',
      'INACTIVE_ACCOUNT_DAYS must be a whole number from 30 to 36500 (got "7")',
    ]);
    expect(config.dataRetentionDays).toBe(730);
  });
});
