// `npm start` with HOST opened to a network (scripts/host-defaults.mjs, used by scripts/app.mjs's
// startApp): what development serves only to the person at the keyboard is treated as in
// production, and the start says so (docs/deploy.md, "npm start on a classroom network").
import { existsSync } from 'node:fs';
import { hostDefaults, isLoopbackHost } from '../../scripts/host-defaults.mjs';
import { REPO_ROOT, repoPath, run } from './repo';

test('loopback hosts stay development; anything else is a network', () => {
  for (const host of [
    '127.0.0.1',
    '127.0.3.7',
    'localhost',
    'LOCALHOST',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
  ])
    expect({ host, loopback: isLoopbackHost(host) }).toEqual({ host, loopback: true });
  for (const host of [
    '0.0.0.0',
    '::',
    '192.168.1.20',
    '10.0.0.5',
    'teacher-laptop.local',
    '128.0.0.1',
    '::2',
  ])
    expect({ host, loopback: isLoopbackHost(host) }).toEqual({ host, loopback: false });
});

test('on this computer only: nothing changes, nothing is said', () => {
  expect(hostDefaults({ host: '127.0.0.1', env: {} })).toEqual({ backendEnv: {}, notices: [] });
  // The browser tests' switches stay available on loopback.
  expect(
    hostDefaults({
      host: '127.0.0.1',
      env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      testHooks: true,
    }),
  ).toEqual({ backendEnv: {}, notices: [] });
});

test('HOST=0.0.0.0: the Swagger UI is off unless the operator set API_DOCS, and the start says so', () => {
  const open = hostDefaults({ host: '0.0.0.0', env: {} });
  expect(open.backendEnv).toEqual({ API_DOCS: 'off' });
  expect(open.notices.join('\n')).toMatch(
    /HOST=0\.0\.0\.0 opens the app to the network.*API docs.*off.*API_DOCS=on/s,
  );
  // Empty is unset (an .env line without a value).
  expect(hostDefaults({ host: '192.168.1.20', env: { API_DOCS: '' } }).backendEnv).toEqual({
    API_DOCS: 'off',
  });
  // The operator's own choice wins, and is repeated at start.
  const chosen = hostDefaults({ host: '0.0.0.0', env: { API_DOCS: 'on' } });
  expect(chosen.backendEnv).toEqual({});
  expect(chosen.notices.join('\n')).toContain('API_DOCS=on');
});

test('HOST=0.0.0.0 refuses the development-only switches that would open the app to anyone on the network', () => {
  expect(() =>
    hostDefaults({ host: '0.0.0.0', env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' } }),
  ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST.*unsigned/);
  expect(() => hostDefaults({ host: '::', env: {}, testHooks: true })).toThrow(/GATEWAY_TEST_HOOKS/);
});

// The whole start (scripts/app.mjs's startThrowawayApp: the built backend with its embedded
// Postgres, behind the Node gateway), once on a network HOST and once on loopback.
test('npm start with HOST=0.0.0.0 serves no Swagger UI and says why; on 127.0.0.1 it does', async () => {
  if (!existsSync(repoPath('backend', 'dist', 'main.js')))
    await run('npm', ['run', 'build', '-w', 'backend'], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
  const script = `
    import { startThrowawayApp } from ${JSON.stringify(repoPath('scripts', 'app.mjs'))};
    const result = {};
    for (const host of ['0.0.0.0', '127.0.0.1']) {
      const said = [];
      const app = await startThrowawayApp({ env: { ...process.env, HOST: host }, log: (line) => said.push(line) });
      try {
        result[host] = { docs: (await fetch(app.url + '/api/docs')).status, said: said.filter((l) => l.includes('HOST=')) };
      } finally {
        await app.stop();
      }
    }
    console.log('RESULT ' + JSON.stringify(result));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' },
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(/^RESULT (.*)$/m.exec(stdout)?.[1] ?? 'null');
  expect(result).toEqual({
    '0.0.0.0': {
      docs: 404,
      said: [expect.stringMatching(/^HOST=0\.0\.0\.0 opens the app to the network.*API docs/)],
    },
    '127.0.0.1': { docs: 200, said: [] },
  });
}, 180_000);
