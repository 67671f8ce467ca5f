// The images test's own checks on the running compose stack (support/images-stack.mjs): every
// service up and healthy, two backend replicas both serving through the gateway container,
// migrations run once, unprivileged users. The browser journey runs in the other files.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

const project = process.env.E2E_IMAGES_PROJECT ?? '';
const gateway = process.env.E2E_NGINX_URL ?? '';

function podman(...args: string[]): string {
  return execFileSync('podman', args, { encoding: 'utf8', env: process.env });
}

interface Container {
  Id: string;
  Names: string[];
  State: string;
  Labels: Record<string, string>;
  Image: string;
}

function containers(): Container[] {
  return JSON.parse(
    podman('ps', '-a', '--format', 'json', '--filter', `label=com.docker.compose.project=${project}`),
  ) as Container[];
}

const service = (c: Container) => c.Labels['com.docker.compose.service'];

beforeAll(() => {
  if (!project) throw new Error('no images stack: run through jest.images.config.cjs (npm run test:images)');
});

test('every service of docker-compose.yml runs, the backend as two replicas, and is healthy', () => {
  const running = containers();
  const services = running.map(service).sort();
  expect(services).toEqual(
    ['backend', 'backend', 'db', 'mf-auth', 'mf-contact', 'mf-marketing', 'mf-question', 'mf-teacher', 'redis', 'shell'].sort(),
  );
  for (const c of running) {
    expect({ service: service(c), state: c.State }).toEqual({ service: service(c), state: 'running' });
    const health = podman('inspect', '--format', '{{.State.Health.Status}}', c.Id).trim();
    expect({ service: service(c), health }).toEqual({ service: service(c), health: 'healthy' });
  }
});

test('the gateway container sends API requests to both backend replicas', async () => {
  const ids = Array.from({ length: 12 }, () => randomUUID());
  for (const id of ids) {
    const response = await fetch(`${gateway}/api/auth/me`, { headers: { 'x-request-id': id } });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toBe(id);
  }
  const backends = containers().filter((c) => service(c) === 'backend');
  const served = backends.map((c) => {
    const logs = execFileSync('podman', ['logs', c.Id], { encoding: 'utf8', env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    return ids.filter((id) => logs.includes(id)).length;
  });
  // nginx re-resolves `backend` (two addresses) and takes them in turn: both get some.
  expect(served.every((n) => n > 0)).toBe(true);
  expect(served.reduce((a, b) => a + b, 0)).toBe(ids.length);
});

test('both replicas reach Redis (the shared limits, claims and live answers are in use)', () => {
  for (const c of containers().filter((c) => service(c) === 'backend')) {
    const metrics = podman(
      'exec', c.Id, 'node', '-e',
      "fetch('http://127.0.0.1:3000/metrics').then((r) => r.text()).then((t) => process.stdout.write(t))",
    );
    expect(metrics).toMatch(/^redis_up 1$/m);
  }
});

test('the migrations ran once although both replicas started together', () => {
  const db = containers().find((c) => service(c) === 'db')!;
  const duplicates = podman(
    'exec', db.Id, 'psql', '-U', 'elearning', '-d', 'elearning', '-tAc',
    'select name from migrations group by name having count(*) > 1',
  ).trim();
  expect(duplicates).toBe('');
  const count = Number(podman('exec', db.Id, 'psql', '-U', 'elearning', '-d', 'elearning', '-tAc', 'select count(*) from migrations').trim());
  expect(count).toBeGreaterThan(0);
});

test('no image runs its process as root', () => {
  for (const c of containers().filter((c) => !['db', 'redis'].includes(service(c)))) {
    const uid = podman('exec', c.Id, 'id', '-u').trim();
    expect({ service: service(c), uid }).not.toEqual({ service: service(c), uid: '0' });
  }
});
