import { z } from 'zod';
import { type Env, optional, parseEnv, text, withDefault } from '../../config/env.js';

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

/** localhost, 127.0.0.0/8 or ::1: the emulator runs on this machine. */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) || host === '[::1]';
}

/** Injection token of the FirebaseAuthConfig. */
export const FIREBASE_AUTH_CONFIG = Symbol('FIREBASE_AUTH_CONFIG');

function firebaseEnv(isProduction: boolean) {
  return z
    .object({
      // Firebase project ids: 6-30 chars, lowercase letters, digits and hyphens.
      FIREBASE_PROJECT_ID: optional(
        text.regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, {
          error: (issue) =>
            `must be a Firebase project id (lowercase letters, digits, hyphens; got "${String(issue.input)}")`,
        }),
      ),
      FIREBASE_JWKS_URL: withDefault(
        z
          .url({
            protocol: /^https?$/,
            error: (issue) => `must be an http(s) URL (got "${String(issue.input)}")`,
          })
          .refine((url) => !isProduction || url.startsWith('https:'), {
            error: 'must use https when NODE_ENV=production',
          }),
        GOOGLE_SECURETOKEN_JWKS_URL,
      ),
      FIREBASE_AUTH_EMULATOR_HOST: optional(
        isProduction
          ? z.never({
              error:
                'must not be set when NODE_ENV=production: emulator mode accepts unsigned ID tokens (development and tests only)',
            })
          : text
              .regex(/^[\w.-]+:\d{1,5}$|^\[[0-9a-fA-F:]+\]:\d{1,5}$/, {
                error: (issue) => `must be host:port, e.g. 127.0.0.1:9099 (got "${String(issue.input)}")`,
              })
              // A leftover remote emulator host would make this backend accept unsigned tokens
              // that anyone can forge: only an emulator on this machine.
              .refine(
                (hostPort) => !/:\d{1,5}$/.test(hostPort) || isLoopbackHost(hostPort.replace(/:\d+$/, '')),
                {
                  error: (issue) =>
                    `must name a loopback host (localhost, 127.x.x.x or [::1]): emulator mode accepts unsigned ID tokens (got "${String(issue.input)}")`,
                },
              ),
      ),
    })
    .transform((env): FirebaseAuthConfig => ({
      projectId: env.FIREBASE_PROJECT_ID,
      jwksUrl: env.FIREBASE_JWKS_URL,
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
      jwksCooldownMs: 30_000,
    }));
}

/**
 * Reads FIREBASE_PROJECT_ID, FIREBASE_JWKS_URL and FIREBASE_AUTH_EMULATOR_HOST.
 * Pushes one message per bad variable onto `problems` (naming the variable) instead of throwing,
 * so the caller can report every configuration problem at once; Google sign-in is then left off.
 */
export function parseFirebaseAuthConfig(
  env: Env,
  isProduction: boolean,
  problems: string[],
): FirebaseAuthConfig {
  const result = parseEnv(firebaseEnv(isProduction), env);
  if (result.success) return result.config;
  problems.push(...result.problems);
  return firebaseEnv(false).parse({});
}
