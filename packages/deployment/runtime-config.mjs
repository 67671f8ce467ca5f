// /config.json (RuntimeConfig in packages/contract) written from the environment: the same for
// the Node gateway of `npm start` and the nginx image (deploy/nginx/render.sh).
import { check, InvalidSetting } from './invalid-setting.mjs';
import { defaultManifestUrl, REMOTES } from './remotes.mjs';

/** An empty variable keeps the default, as in compose files (`${X:-}`). */
const DEFAULTS = {
  API_BASE: '/api',
  CONTACT_PHONE: '+1 (555) 010-2030',
  CONTACT_EMAIL: 'support@elearning.example',
  PROFILE_URL: 'https://www.linkedin.com/',
};
const HOST = '[A-Za-z0-9.-]+';

function firebaseFromEnv(env) {
  if (!env.FIREBASE_API_KEY) return null;
  if (!env.FIREBASE_PROJECT_ID) {
    throw new InvalidSetting('FIREBASE_API_KEY is set: FIREBASE_PROJECT_ID is required too');
  }
  const authDomain = check(
    'FIREBASE_AUTH_DOMAIN',
    HOST,
    env.FIREBASE_AUTH_DOMAIN || `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
  );
  // FIREBASE_AUTH_EMULATOR_HOST (host:port, the name firebase-admin reads) is accepted too, so
  // one environment drives both the backend and the gateway during development.
  const emulatorUrl = env.FIREBASE_AUTH_EMULATOR_URL
    ? check('FIREBASE_AUTH_EMULATOR_URL', `https?://${HOST}(:[0-9]+)?/?`, env.FIREBASE_AUTH_EMULATOR_URL)
    : env.FIREBASE_AUTH_EMULATOR_HOST &&
      `http://${check('FIREBASE_AUTH_EMULATOR_HOST', `(https?://)?${HOST}(:[0-9]+)?`, env.FIREBASE_AUTH_EMULATOR_HOST).replace(/^https?:\/\//, '')}`;
  return {
    apiKey: env.FIREBASE_API_KEY,
    authDomain,
    projectId: env.FIREBASE_PROJECT_ID,
    ...(emulatorUrl ? { emulatorUrl } : {}),
  };
}

/** @returns {import('./index.d.mts').RuntimeConfig} */
export function runtimeConfigFromEnv(env = process.env) {
  const read = (name) => env[name] || DEFAULTS[name];
  return {
    apiBase: read('API_BASE'),
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, env[r.env] || defaultManifestUrl(r)])),
    contact: { phone: read('CONTACT_PHONE'), email: read('CONTACT_EMAIL') },
    profileUrl: read('PROFILE_URL'),
    firebase: firebaseFromEnv(env),
  };
}

/** The body of /config.json, byte for byte the same from both gateways. */
export const runtimeConfigJson = (config) => `${JSON.stringify(config)}\n`;
