import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

/**
 * Stands in for Google at its network boundary: generates RS256 key pairs, serves their public
 * JWK set on 127.0.0.1 (what FIREBASE_JWKS_URL points at in tests) and signs Firebase-shaped ID tokens.
 */
interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function createSigningKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicJwk };
}

export interface TokenOptions {
  /** Claims to add or override (set one to undefined to drop it). */
  claims?: Record<string, unknown>;
  /** Sign with this key instead of the current published one. */
  key?: SigningKey;
  /** Header kid to send (defaults to the signing key's). */
  kid?: string;
}

export class FakeGoogleKeys {
  private server: Server | undefined;
  private published: SigningKey[] = [];
  /** How many times the JWK set was fetched. */
  fetchCount = 0;

  private constructor(readonly projectId: string) {}

  static async start(projectId: string): Promise<FakeGoogleKeys> {
    const keys = new FakeGoogleKeys(projectId);
    keys.published = [await createSigningKey('key-1')];
    keys.server = createServer((request, response) => {
      keys.fetchCount += 1;
      response.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=20000',
      });
      response.end(JSON.stringify({ keys: keys.published.map((key) => key.publicJwk) }));
    });
    await new Promise<void>((resolve) => keys.server!.listen(0, '127.0.0.1', resolve));
    return keys;
  }

  get jwksUrl(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}/jwks`;
  }

  get currentKey(): SigningKey {
    return this.published[this.published.length - 1]!;
  }

  /** Google rotation: a new key is published (the old one stays for a while) and signs from now on. */
  async rotate(kid: string): Promise<SigningKey> {
    const key = await createSigningKey(kid);
    this.published.push(key);
    return key;
  }

  /** Claims of a valid Firebase ID token for a Google account. */
  validClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    const now = Math.floor(Date.now() / 1000);
    return {
      iss: `https://securetoken.google.com/${this.projectId}`,
      aud: this.projectId,
      auth_time: now - 5,
      user_id: 'google-uid-1',
      sub: 'google-uid-1',
      iat: now - 5,
      exp: now + 3600,
      email: 'student@example.com',
      email_verified: true,
      name: 'Ada Student',
      firebase: {
        identities: { 'google.com': ['1234567890'], email: ['student@example.com'] },
        sign_in_provider: 'google.com',
      },
      ...overrides,
    };
  }

  async signToken(options: TokenOptions = {}): Promise<string> {
    const key = options.key ?? this.currentKey;
    const claims = Object.fromEntries(
      Object.entries(this.validClaims(options.claims)).filter(([, value]) => value !== undefined),
    );
    return new SignJWT(claims as JWTPayload)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? key.kid, typ: 'JWT' })
      .sign(key.privateKey);
  }

  /** An unsigned token shaped like the Firebase Auth emulator's (`alg: none`, empty signature). */
  unsignedToken(claimOverrides: Record<string, unknown> = {}): string {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(this.validClaims(claimOverrides))}.`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
