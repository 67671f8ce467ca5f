import { Inject, Injectable } from '@nestjs/common';
import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
} from 'jose';
import { FIREBASE_AUTH_CONFIG, type FirebaseAuthConfig } from './firebase-auth.config.js';
import {
  GOOGLE_MESSAGES,
  GoogleKeysUnavailableError,
  GoogleSignInNotConfiguredError,
  GoogleTokenRejectedError,
} from './google-sign-in.errors.js';

/** What a verified Firebase ID token tells us about the person signing in. */
export interface VerifiedGoogleIdentity {
  /** Firebase user id (`sub`). */
  uid: string;
  /** Verified email address. */
  email: string;
  /** Display name from the Google account, when it has one. */
  name: string | undefined;
}

/** Seconds of clock difference tolerated between us and Google on exp/iat/auth_time. */
const CLOCK_TOLERANCE_S = 30;
/** Firebase's own limit on uid length. */
const MAX_UID_LENGTH = 128;

type RemoteKeySet = ReturnType<typeof createRemoteJWKSet>;

/**
 * Verifies Firebase ID tokens as Firebase documents it ("Verify ID tokens using a third-party JWT
 * library"): RS256 signed by one of Google's published keys (jose caches the key set and refetches
 * it when a token names an unknown key id, which is how key rotation shows up), issuer
 * https://securetoken.google.com/<projectId>, audience <projectId>, exp/iat/auth_time sane,
 * non-empty sub. On top of that we require a verified email, since accounts are matched by email.
 *
 * Emulator mode (FIREBASE_AUTH_EMULATOR_HOST set; refused in production by the config) accepts the
 * Auth emulator's unsigned `alg: none` tokens with the same claim checks. Outside emulator mode an
 * unsigned token is always refused.
 */
@Injectable()
export class FirebaseTokenVerifier {
  private keySet: RemoteKeySet | undefined;

  constructor(@Inject(FIREBASE_AUTH_CONFIG) private readonly config: FirebaseAuthConfig) {}

  get isConfigured(): boolean {
    return this.config.projectId !== undefined;
  }

  get isEmulatorMode(): boolean {
    return this.config.emulatorHost !== undefined;
  }

  /** Resolves with the identity, or rejects with one of the errors in google-sign-in.errors.ts. */
  async verify(idToken: string): Promise<VerifiedGoogleIdentity> {
    const projectId = this.config.projectId;
    if (projectId === undefined) throw new GoogleSignInNotConfiguredError();

    let algorithm: unknown;
    try {
      algorithm = decodeProtectedHeader(idToken).alg;
    } catch {
      throw reject(GOOGLE_MESSAGES.invalidToken, 'not a JWT');
    }

    const payload =
      algorithm === 'none'
        ? this.verifyEmulatorToken(idToken, projectId)
        : await this.verifySignedToken(idToken, projectId);
    return identityFrom(payload);
  }

  private async verifySignedToken(idToken: string, projectId: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(idToken, this.remoteKeySet(), {
        algorithms: ['RS256'],
        issuer: `https://securetoken.google.com/${projectId}`,
        audience: projectId,
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_S,
      });
      return payload;
    } catch (error) {
      throw translateJoseError(error);
    }
  }

  /** The Auth emulator signs nothing: only the claims can be checked, so only in emulator mode. */
  private verifyEmulatorToken(idToken: string, projectId: string): JWTPayload {
    if (!this.isEmulatorMode) {
      throw reject(GOOGLE_MESSAGES.invalidToken, 'unsigned (alg none) token outside emulator mode');
    }
    let payload: JWTPayload;
    try {
      payload = decodeJwt(idToken);
    } catch {
      throw reject(GOOGLE_MESSAGES.invalidToken, 'undecodable emulator token');
    }
    const now = Math.floor(Date.now() / 1000);
    if (payload.iss !== `https://securetoken.google.com/${projectId}`) {
      throw reject(GOOGLE_MESSAGES.invalidToken, `unexpected issuer ${String(payload.iss)}`);
    }
    if (payload.aud !== projectId) throw reject(GOOGLE_MESSAGES.invalidToken, 'unexpected audience');
    if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') {
      throw reject(GOOGLE_MESSAGES.invalidToken, 'missing exp or iat');
    }
    if (payload.exp <= now - CLOCK_TOLERANCE_S) throw reject(GOOGLE_MESSAGES.expiredToken, 'expired');
    return payload;
  }

  private remoteKeySet(): RemoteKeySet {
    this.keySet ??= createRemoteJWKSet(new URL(this.config.jwksUrl), {
      cooldownDuration: this.config.jwksCooldownMs,
      timeoutDuration: 5_000,
    });
    return this.keySet;
  }
}

function reject(publicMessage: string, reason: string): GoogleTokenRejectedError {
  return new GoogleTokenRejectedError(publicMessage, reason);
}

/** Claims every Firebase ID token must have, whichever way it was verified. */
function identityFrom(payload: JWTPayload): VerifiedGoogleIdentity {
  const now = Math.floor(Date.now() / 1000);
  const { sub, email, email_verified: emailVerified, name, auth_time: authTime, iat } = payload;
  // jose checks iat only against maxTokenAge, so "issued in the future" is checked here.
  if (typeof iat !== 'number' || iat > now + CLOCK_TOLERANCE_S) {
    throw reject(GOOGLE_MESSAGES.invalidToken, 'missing iat or issued in the future');
  }
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > MAX_UID_LENGTH) {
    throw reject(GOOGLE_MESSAGES.invalidToken, 'missing or bad sub');
  }
  if (authTime !== undefined && (typeof authTime !== 'number' || authTime > now + CLOCK_TOLERANCE_S)) {
    throw reject(GOOGLE_MESSAGES.invalidToken, 'auth_time in the future');
  }
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
    throw reject(GOOGLE_MESSAGES.unverifiedEmail, 'no usable email claim');
  }
  if (emailVerified !== true) throw reject(GOOGLE_MESSAGES.unverifiedEmail, 'email_verified is not true');
  // Only Google's own sign-in proves a Google address: a Firebase project may also allow email
  // links, passwords or other providers, whose tokens can carry email_verified too.
  const provider = (payload.firebase as { sign_in_provider?: unknown } | undefined)?.sign_in_provider;
  if (provider !== 'google.com')
    throw reject(GOOGLE_MESSAGES.notGoogle, `sign-in provider ${String(provider)} is not google.com`);
  const displayName = typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
  return { uid: sub, email, name: displayName };
}

function translateJoseError(error: unknown): Error {
  if (error instanceof joseErrors.JWTExpired) return reject(GOOGLE_MESSAGES.expiredToken, 'expired');
  if (error instanceof joseErrors.JWKSTimeout) return new GoogleKeysUnavailableError(error);
  if (error instanceof joseErrors.JWKSInvalid) return new GoogleKeysUnavailableError(error);
  // jose throws the bare base class when the key set answer is not 200 or not JSON.
  if (error instanceof joseErrors.JOSEError && error.constructor === joseErrors.JOSEError) {
    return new GoogleKeysUnavailableError(error);
  }
  if (error instanceof joseErrors.JOSEError)
    return reject(GOOGLE_MESSAGES.invalidToken, `${error.code}: ${error.message}`);
  // Anything else from jose's key fetch is a network error (fetch failed, bad status, bad JSON).
  return new GoogleKeysUnavailableError(error);
}
