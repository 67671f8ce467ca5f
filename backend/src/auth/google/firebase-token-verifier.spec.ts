import { createSigningKey, FakeGoogleKeys } from '../../../test/google/fake-google-keys.js';
import type { FirebaseAuthConfig } from './firebase-auth.config.js';
import { FirebaseTokenVerifier } from './firebase-token-verifier.js';
import {
  GOOGLE_MESSAGES,
  GoogleKeysUnavailableError,
  GoogleSignInNotConfiguredError,
  GoogleTokenRejectedError,
} from './google-sign-in.errors.js';

const PROJECT_ID = 'demo-elearning';

describe('FirebaseTokenVerifier (real RS256 path against a JWK set served on 127.0.0.1)', () => {
  let google: FakeGoogleKeys;

  beforeAll(async () => {
    google = await FakeGoogleKeys.start(PROJECT_ID);
  });
  afterAll(async () => {
    await google.stop();
  });

  function verifier(overrides: Partial<FirebaseAuthConfig> = {}): FirebaseTokenVerifier {
    return new FirebaseTokenVerifier({
      projectId: PROJECT_ID,
      jwksUrl: google.jwksUrl,
      emulatorHost: undefined,
      jwksCooldownMs: 30_000,
      ...overrides,
    });
  }

  async function expectRejected(promise: Promise<unknown>, publicMessage: string): Promise<void> {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(GoogleTokenRejectedError);
    expect((error as GoogleTokenRejectedError).publicMessage).toBe(publicMessage);
  }

  it('accepts a valid token and returns uid, email and name', async () => {
    const identity = await verifier().verify(await google.signToken());
    expect(identity).toEqual({ uid: 'google-uid-1', email: 'student@example.com', name: 'Ada Student' });
  });

  it('accepts a token without a name (the caller falls back to the email)', async () => {
    const identity = await verifier().verify(await google.signToken({ claims: { name: undefined } }));
    expect(identity.name).toBeUndefined();
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await google.signToken({ claims: { iat: now - 7200, exp: now - 3600 } });
    await expectRejected(verifier().verify(token), GOOGLE_MESSAGES.expiredToken);
  });

  it('refuses a token issued in the future', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await google.signToken({ claims: { iat: now + 600, exp: now + 4200 } });
    await expectRejected(verifier().verify(token), GOOGLE_MESSAGES.invalidToken);
  });

  it('refuses a token for another Firebase project (wrong audience)', async () => {
    const token = await google.signToken({ claims: { aud: 'someone-elses-project' } });
    await expectRejected(verifier().verify(token), GOOGLE_MESSAGES.invalidToken);
  });

  it('refuses a token from another issuer', async () => {
    const token = await google.signToken({ claims: { iss: 'https://accounts.google.com' } });
    await expectRejected(verifier().verify(token), GOOGLE_MESSAGES.invalidToken);
  });

  it('refuses a token signed by another key under a published kid (bad signature)', async () => {
    const forger = await createSigningKey('key-1');
    const token = await google.signToken({ key: forger, kid: google.currentKey.kid });
    await expectRejected(verifier().verify(token), GOOGLE_MESSAGES.invalidToken);
  });

  it('refuses a token whose payload was tampered with after signing', async () => {
    const [header, , signature] = (await google.signToken()).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify(google.validClaims({ email: 'admin@example.com' })),
    ).toString('base64url');
    await expectRejected(
      verifier().verify(`${header}.${forgedPayload}.${signature}`),
      GOOGLE_MESSAGES.invalidToken,
    );
  });

  it('refuses an unverified email', async () => {
    const token = await google.signToken({ claims: { email_verified: false } });
    await expectRejected(verifier().verify(token), GOOGLE_MESSAGES.unverifiedEmail);
  });

  it('refuses a token without an email', async () => {
    const token = await google.signToken({ claims: { email: undefined } });
    await expectRejected(verifier().verify(token), GOOGLE_MESSAGES.unverifiedEmail);
  });

  it('refuses a token with an empty sub', async () => {
    const token = await google.signToken({ claims: { sub: '' } });
    await expectRejected(verifier().verify(token), GOOGLE_MESSAGES.invalidToken);
  });

  it('refuses an unsigned (alg none) token outside emulator mode', async () => {
    await expectRejected(verifier().verify(google.unsignedToken()), GOOGLE_MESSAGES.invalidToken);
  });

  it('refuses alg none spelled differently', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${encode({ alg: 'None', typ: 'JWT' })}.${encode(google.validClaims())}.`;
    await expectRejected(verifier().verify(token), GOOGLE_MESSAGES.invalidToken);
  });

  it('refuses an HS256 token (algorithm confusion)', async () => {
    const { SignJWT } = await import('jose');
    const token = await new SignJWT(google.validClaims())
      .setProtectedHeader({ alg: 'HS256', kid: google.currentKey.kid })
      .sign(new TextEncoder().encode('x'.repeat(32)));
    await expectRejected(verifier().verify(token), GOOGLE_MESSAGES.invalidToken);
  });

  it.each([['garbage'], [''], ['a.b.c'], ['eyJhbGciOiJSUzI1NiJ9.!!!.???']])(
    'refuses garbage %p',
    async (garbage) => {
      await expectRejected(verifier().verify(garbage), GOOGLE_MESSAGES.invalidToken);
    },
  );

  it('fetches the key set again when a token names a new key (rotation) and caches it otherwise', async () => {
    const subject = verifier({ jwksCooldownMs: 0 });
    await subject.verify(await google.signToken());
    await subject.verify(await google.signToken());
    const fetchesBeforeRotation = google.fetchCount;

    const newKey = await google.rotate('key-2');
    const identity = await subject.verify(await google.signToken({ key: newKey }));
    expect(identity.uid).toBe('google-uid-1');
    expect(google.fetchCount).toBe(fetchesBeforeRotation + 1);

    await subject.verify(await google.signToken({ key: newKey }));
    expect(google.fetchCount).toBe(fetchesBeforeRotation + 1);
  });

  it('refuses a token naming a key Google never published', async () => {
    const stranger = await createSigningKey('unknown-kid');
    await expectRejected(
      verifier({ jwksCooldownMs: 0 }).verify(await google.signToken({ key: stranger })),
      GOOGLE_MESSAGES.invalidToken,
    );
  });

  it('reports unavailable (not a rejected token) when the key set cannot be fetched', async () => {
    const error = await verifier({ jwksUrl: 'http://127.0.0.1:9/jwks' })
      .verify(await google.signToken())
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(GoogleKeysUnavailableError);
  });

  it('says "not configured" without a project id', async () => {
    await expect(verifier({ projectId: undefined }).verify(await google.signToken())).rejects.toBeInstanceOf(
      GoogleSignInNotConfiguredError,
    );
  });

  describe('emulator mode (FIREBASE_AUTH_EMULATOR_HOST set)', () => {
    const emulatorVerifier = () => verifier({ emulatorHost: '127.0.0.1:9099' });

    it("accepts the emulator's unsigned token", async () => {
      const identity = await emulatorVerifier().verify(google.unsignedToken());
      expect(identity.email).toBe('student@example.com');
    });

    it('still checks audience, issuer, expiry and verified email of unsigned tokens', async () => {
      const now = Math.floor(Date.now() / 1000);
      await expectRejected(
        emulatorVerifier().verify(google.unsignedToken({ aud: 'other-project' })),
        GOOGLE_MESSAGES.invalidToken,
      );
      await expectRejected(
        emulatorVerifier().verify(google.unsignedToken({ iss: 'https://evil.example' })),
        GOOGLE_MESSAGES.invalidToken,
      );
      await expectRejected(
        emulatorVerifier().verify(google.unsignedToken({ iat: now - 7200, exp: now - 3600 })),
        GOOGLE_MESSAGES.expiredToken,
      );
      await expectRejected(
        emulatorVerifier().verify(google.unsignedToken({ email_verified: false })),
        GOOGLE_MESSAGES.unverifiedEmail,
      );
    });

    it('still verifies signed tokens properly', async () => {
      const forger = await createSigningKey('key-1');
      await expectRejected(
        emulatorVerifier().verify(await google.signToken({ key: forger, kid: google.currentKey.kid })),
        GOOGLE_MESSAGES.invalidToken,
      );
    });
  });
});
