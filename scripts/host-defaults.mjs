// What `npm start` changes when HOST opens it beyond this computer (HOST=0.0.0.0: a classroom
// network). The backend then still runs with NODE_ENV=development (the embedded Postgres, a
// generated JWT secret), but whatever development turns on only for the person at the keyboard is
// treated as in production: see docs/deploy.md ("npm start on a classroom network").

/**
 * Whether `host` (HOST) is reachable only from this computer: localhost, 127.0.0.0/8 or ::1.
 * @param {string} host
 */
export function isLoopbackHost(host) {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return (
    name === 'localhost' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
    /^(0{0,4}:){2,7}0{0,3}1$/.test(name) ||
    name === '::1' ||
    /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/**
 * @param {{ host: string, env: Record<string, string | undefined>, testHooks?: boolean }} o
 * @returns {{ backendEnv: Record<string, string>, notices: string[] }}
 *   backendEnv: added to the backend's environment; notices: lines to print at start
 * @throws {Error} for a development-only switch that would be open to the whole network
 */
export function hostDefaults({ host, env, testHooks = false }) {
  if (isLoopbackHost(host)) return { backendEnv: {}, notices: [] };
  const where = `HOST=${host} opens the app to the network`;
  if (env.FIREBASE_AUTH_EMULATOR_HOST)
    throw new Error(
      `${where}, and FIREBASE_AUTH_EMULATOR_HOST makes the backend accept the emulator's unsigned Google ` +
        'tokens: anyone on that network could sign in as anyone. Unset FIREBASE_AUTH_EMULATOR_HOST, or keep HOST on 127.0.0.1.',
    );
  if (testHooks)
    throw new Error(
      `${where}, and GATEWAY_TEST_HOOKS=1 lets any visitor stop the remotes (browser tests only). ` +
        'Unset GATEWAY_TEST_HOOKS, or keep HOST on 127.0.0.1.',
    );
  /** @type {Record<string, string>} */
  const backendEnv = {};
  /** @type {string[]} */
  const notices = [];
  if (!env.API_DOCS) {
    backendEnv.API_DOCS = 'off';
    notices.push(
      `${where}: treated as production for the development defaults. The API docs (Swagger UI at ` +
        '/api/docs) are off; set API_DOCS=on to serve them to everyone on it.',
    );
  } else {
    notices.push(`${where}: API_DOCS=${env.API_DOCS} as set.`);
  }
  return { backendEnv, notices };
}
