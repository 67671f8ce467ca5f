import { ConfigError, parseConfig } from './app-config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const STRONG_SECRET = '9f3c1a7e5b2d8046cf91e3a75d2b6e48';

describe('parseConfig', () => {
  it('refuses an obviously weak JWT_SECRET, naming the variable', () => {
    for (const weak of [
      'a'.repeat(40),
      'abababababababababababababababab',
      '0123456789abcdef0123456789abcdef',
      'zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQ',
      'please-change-me-in-production-now!!',
      'my-example-jwt-secret-for-the-school-42',
    ])
      expect(problemsOf({ JWT_SECRET: weak })).toEqual([
        expect.stringMatching(/^JWT_SECRET .*openssl rand -hex 32/),
      ]);
    expect(problemsOf({ JWT_SECRET: STRONG_SECRET })).toEqual([]);
  });

  it('API docs: on outside production, off in production unless API_DOCS=on', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/app',
      JWT_SECRET: STRONG_SECRET,
      AI_DAILY_TOKENS_TOTAL: '20000000',
    };
    expect(parseConfig({}).apiDocs).toBe(true);
    expect(parseConfig(production).apiDocs).toBe(false);
    expect(parseConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
  });

  it('the Firebase emulator only on a loopback host', () => {
    expect(parseConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase.emulatorHost).toBe(
      '127.0.0.1:9099',
    );
    expect(parseConfig({ FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' }).firebase.emulatorHost).toBe(
      'localhost:9099',
    );
    expect(problemsOf({ FIREBASE_AUTH_EMULATOR_HOST: 'auth.example.com:9099' })).toEqual([
      expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST must name a loopback host/),
    ]);
  });

  it('has development defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      jwtSecret: undefined,
      jwtExpiresIn: '12h',
      bcryptRounds: 10,
      dbPoolSize: 10,
      corsOrigins: [],
      logLevel: 'log',
      isProduction: false,
      shutdown: { drainDelayMs: 0, graceMs: 30_000 },
      logFormat: 'pretty',
    });
    expect(
      parseConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://u:p@db/app',
        JWT_SECRET: STRONG_SECRET,
        AI_DAILY_TOKENS_TOTAL: '20000000',
      }).logFormat,
    ).toBe('json');
    expect(parseConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reads every variable', () => {
    const config = parseConfig({
      API_PORT: '8000',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      JWT_SECRET: STRONG_SECRET,
      JWT_EXPIRES_IN: '12h',
      BCRYPT_ROUNDS: '12',
      DB_POOL_SIZE: '20',
      CORS_ORIGINS: 'http://a.test, http://b.test',
      LOG_LEVEL: 'warn',
      DATA_DIR: '/tmp/x',
      SHUTDOWN_DRAIN_DELAY_MS: '5000',
      SHUTDOWN_GRACE_MS: '60000',
    });
    expect(config).toMatchObject({
      shutdown: { drainDelayMs: 5_000, graceMs: 60_000 },
      port: 8000,
      databaseUrl: 'postgres://u:p@db:5432/app',
      jwtExpiresIn: '12h',
      bcryptRounds: 12,
      dbPoolSize: 20,
      corsOrigins: ['http://a.test', 'http://b.test'],
      logLevel: 'warn',
      dataDir: '/tmp/x',
    });
  });

  it('names the variable in every message, all problems at once', () => {
    const problems = problemsOf({
      API_PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      JWT_SECRET: 'short',
      JWT_EXPIRES_IN: 'forever',
      BCRYPT_ROUNDS: '4',
      DB_POOL_SIZE: '0',
      LOG_LEVEL: 'loud',
    });
    expect(problems).toHaveLength(7);
    for (const name of [
      'API_PORT',
      'DATABASE_URL',
      'JWT_SECRET',
      'JWT_EXPIRES_IN',
      'BCRYPT_ROUNDS',
      'DB_POOL_SIZE',
      'LOG_LEVEL',
    ]) {
      expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
    }
  });

  it('access lines: 100 ordinary ones a second before sampling, all, or a number', () => {
    expect(parseConfig({}).accessLogLinesPerSecond).toBe(100);
    expect(parseConfig({ ACCESS_LOG_LINES_PER_SECOND: 'all' }).accessLogLinesPerSecond).toBeUndefined();
    expect(parseConfig({ ACCESS_LOG_LINES_PER_SECOND: '2500' }).accessLogLinesPerSecond).toBe(2500);
    for (const bad of ['0', 'none', '1.5', '-3'])
      expect(problemsOf({ ACCESS_LOG_LINES_PER_SECOND: bad })).toEqual([
        `ACCESS_LOG_LINES_PER_SECOND must be all or a whole number from 1 to 1000000 (got "${bad}")`,
      ]);
  });

  it('daily AI quotas: 200000 per student, no ceiling, the UTC day unless set', () => {
    expect(parseConfig({}).aiQuota).toEqual({
      perStudent: 200000,
      perUnvouched: 20000,
      totalPerDay: undefined,
      timeZone: 'UTC',
    });
    // An unvouched account never gets more than a student's full allowance.
    expect(
      parseConfig({ AI_DAILY_TOKENS_PER_STUDENT: '5000', AI_DAILY_TOKENS_UNVERIFIED: '20000' }).aiQuota
        .perUnvouched,
    ).toBe(5000);
    expect(
      parseConfig({
        AI_DAILY_TOKENS_PER_STUDENT: '50000',
        AI_DAILY_TOKENS_TOTAL: '2000000',
        SCHOOL_TIME_ZONE: 'Europe/Paris',
      }).aiQuota,
    ).toEqual({ perStudent: 50000, perUnvouched: 20000, totalPerDay: 2000000, timeZone: 'Europe/Paris' });
    expect(problemsOf({ SCHOOL_TIME_ZONE: 'Paris', AI_DAILY_TOKENS_PER_STUDENT: '0' })).toEqual([
      expect.stringMatching(/^AI_DAILY_TOKENS_PER_STUDENT must be a whole number from 1 to/),
      'SCHOOL_TIME_ZONE must be an IANA time zone such as Europe/Paris or UTC (got "Paris")',
    ]);
  });

  it('production requires JWT_SECRET, DATABASE_URL and AI_DAILY_TOKENS_TOTAL (naming a value to set)', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      expect.stringContaining('DATABASE_URL is required when NODE_ENV=production'),
      expect.stringContaining('JWT_SECRET is required when NODE_ENV=production'),
      expect.stringContaining('AI_DAILY_TOKENS_TOTAL is required when NODE_ENV=production'),
    ]);
    expect(() =>
      parseConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/app',
        JWT_SECRET: STRONG_SECRET,
        AI_DAILY_TOKENS_TOTAL: '20000000',
      }),
    ).not.toThrow();
    expect(problems[2]).toContain('for example 20000000');
  });

  it('TRUST_PROXY: loopback by default, true/false, a hop count or addresses and ranges', () => {
    expect(parseConfig({}).trustProxy).toEqual(['loopback']);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: 'loopback, uniquelocal,172.18.0.0/16,::1' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
      '172.18.0.0/16',
      '::1',
    ]);
    for (const bad of ['everyone', '10.0.0.0/33', '10.0.0.0/8/1', 'fe80::/129', ',', 'localhost']) {
      expect(problemsOf({ TRUST_PROXY: bad })).toEqual([expect.stringMatching(/^TRUST_PROXY must be/)]);
    }
  });

  it('sign-in rate limits: 20 per IP and email, 300 per IP by default (a class shares one address)', () => {
    expect(parseConfig({}).authRateLimit).toEqual({ perIpAndEmailPerMinute: 20, perIpPerMinute: 300 });
    expect(
      parseConfig({ LOGIN_RATE_LIMIT_PER_MINUTE: '5', LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '1000000' })
        .authRateLimit,
    ).toEqual({ perIpAndEmailPerMinute: 5, perIpPerMinute: 1_000_000 });
    expect(problemsOf({ LOGIN_RATE_LIMIT_PER_MINUTE: '0' })).toEqual([
      expect.stringMatching(/^LOGIN_RATE_LIMIT_PER_MINUTE must be/),
    ]);
  });

  it('the ConfigError message lists the problems', () => {
    expect(() => parseConfig({ BCRYPT_ROUNDS: '9' })).toThrow(
      /BCRYPT_ROUNDS must be a whole number from 10 to 15/,
    );
  });
});
