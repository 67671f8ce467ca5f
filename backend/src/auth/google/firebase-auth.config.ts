import { type Env, EnvReader, urlProtocol } from '../../config/env-reader.js';

/** Where Google publishes the public keys that sign Firebase ID tokens (JWK set). */
export const GOOGLE_SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Everything Google sign-in reads from the environment. */
export interface FirebaseAuthConfig {
  /** Firebase project id; undefined means Google sign-in is not configured (POST /auth/google answers 503). */
  projectId: string | undefined;
  /** JWK set URL; configurable so tests can serve their own keys on 127.0.0.1. */
  jwksUrl: string;
  /**
   * host:port of the Firebase Auth emulator. When set (development and tests only), the emulator's
   * unsigned `alg: none` tokens are accepted. Refused at start-up with NODE_ENV=production.
   */
  emulatorHost: string | undefined;
  /** Minimum time between two JWKS refetches triggered by an unknown key id (key rotation). */
  jwksCooldownMs: number;
}

/** Injection token of the FirebaseAuthConfig. */
export const FIREBASE_AUTH_CONFIG = Symbol('FIREBASE_AUTH_CONFIG');

/**
 * Reads FIREBASE_PROJECT_ID, FIREBASE_JWKS_URL and FIREBASE_AUTH_EMULATOR_HOST.
 * Pushes one message per bad variable onto `problems` (naming the variable) instead of throwing,
 * so the caller can report every configuration problem at once.
 */
export function parseFirebaseAuthConfig(
  env: Env,
  isProduction: boolean,
  problems: string[],
): FirebaseAuthConfig {
  const read = new EnvReader(env, problems);
  const projectId = read.string('FIREBASE_PROJECT_ID');
  // Firebase project ids: 6-30 chars, lowercase letters, digits and hyphens.
  if (projectId !== undefined && !/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId)) {
    problems.push(
      `FIREBASE_PROJECT_ID must be a Firebase project id (lowercase letters, digits, hyphens; got "${projectId}")`,
    );
  }

  const jwksUrl = read.string('FIREBASE_JWKS_URL') ?? GOOGLE_SECURETOKEN_JWKS_URL;
  const jwksProtocol = urlProtocol(jwksUrl);
  if (jwksProtocol !== 'https:' && jwksProtocol !== 'http:') {
    problems.push(`FIREBASE_JWKS_URL must be an http(s) URL (got "${jwksUrl}")`);
  } else if (isProduction && jwksProtocol !== 'https:') {
    problems.push('FIREBASE_JWKS_URL must use https when NODE_ENV=production');
  }

  const emulatorHost = read.string('FIREBASE_AUTH_EMULATOR_HOST');
  if (emulatorHost !== undefined && isProduction) {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production: emulator mode accepts unsigned ID tokens (development and tests only)',
    );
  } else if (emulatorHost !== undefined && !/^[\w.-]+:\d{1,5}$/.test(emulatorHost)) {
    problems.push(
      `FIREBASE_AUTH_EMULATOR_HOST must be host:port, e.g. 127.0.0.1:9099 (got "${emulatorHost}")`,
    );
  }

  return { projectId, jwksUrl, emulatorHost, jwksCooldownMs: 30_000 };
}
