import { GOOGLE_SECURETOKEN_JWKS_URL, parseFirebaseAuthConfig } from './firebase-auth.config.js';

describe('parseFirebaseAuthConfig', () => {
  it("leaves Google sign-in unconfigured without FIREBASE_PROJECT_ID and defaults the key URL to Google's", () => {
    const problems: string[] = [];
    const config = parseFirebaseAuthConfig({}, false, problems);
    expect(problems).toEqual([]);
    expect(config.projectId).toBeUndefined();
    expect(config.jwksUrl).toBe(GOOGLE_SECURETOKEN_JWKS_URL);
    expect(config.emulatorHost).toBeUndefined();
  });

  it('reads the project, key URL and emulator host', () => {
    const problems: string[] = [];
    const config = parseFirebaseAuthConfig(
      {
        FIREBASE_PROJECT_ID: 'demo-elearning',
        FIREBASE_JWKS_URL: 'http://127.0.0.1:1234/jwks',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      },
      false,
      problems,
    );
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      projectId: 'demo-elearning',
      jwksUrl: 'http://127.0.0.1:1234/jwks',
      emulatorHost: '127.0.0.1:9099',
    });
  });

  it('refuses the emulator in production with a clear message', () => {
    const problems: string[] = [];
    parseFirebaseAuthConfig(
      { FIREBASE_PROJECT_ID: 'my-project', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      true,
      problems,
    );
    expect(problems).toEqual([
      expect.stringContaining('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production'),
    ]);
  });

  it('names each bad variable', () => {
    const problems: string[] = [];
    parseFirebaseAuthConfig(
      {
        FIREBASE_PROJECT_ID: 'Not A Project',
        FIREBASE_JWKS_URL: 'ftp://x',
        FIREBASE_AUTH_EMULATOR_HOST: 'nope',
      },
      false,
      problems,
    );
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(
      /FIREBASE_PROJECT_ID[\s\S]*FIREBASE_JWKS_URL[\s\S]*FIREBASE_AUTH_EMULATOR_HOST/,
    );
  });

  it('requires https for the key URL in production', () => {
    const problems: string[] = [];
    parseFirebaseAuthConfig({ FIREBASE_JWKS_URL: 'http://keys.example/jwks' }, true, problems);
    expect(problems).toEqual([expect.stringContaining('https')]);
  });
});
