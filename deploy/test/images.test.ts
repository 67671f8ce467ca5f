// `npm run images` (deploy/scripts/build-images.sh) builds exactly the images docker-compose.yml runs:
// the same Dockerfile, build args, target and name for every service with a build section.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { repoPath, REPO_ROOT } from './repo';

interface Build {
  dockerfile: string;
  args?: Record<string, string>;
  target?: string;
}

function dryRun(env: Record<string, string>): string[] {
  return execFileSync('bash', [repoPath('deploy/scripts/build-images.sh'), '--dry-run'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    encoding: 'utf8',
  })
    .trim()
    .split('\n');
}

test('one build per image of docker-compose.yml, named as compose names it', () => {
  const compose = parse(readFileSync(repoPath('docker-compose.yml'), 'utf8')) as {
    services: Record<string, { build?: Build }>;
  };
  const expected = Object.entries(compose.services)
    .filter(([, service]) => service.build)
    .map(([name, { build }]) => {
      const args = Object.entries(build!.args ?? {}).map(([key, value]) => `--build-arg ${key}=${value}`);
      const target = build!.target ? [`--target ${build!.target}`] : [];
      return ['docker build', `-f ${build!.dockerfile}`, ...args, ...target, `-t reg.example/${name}:1.2.3 .`].join(' ');
    });
  const commands = dryRun({ IMAGES_ENGINE: 'docker', IMAGE_PREFIX: 'reg.example', IMAGE_TAG: '1.2.3' });
  expect(commands.sort()).toEqual(expected.sort());
});

test('with podman: the flags this kind of machine needs (bounded ulimits)', () => {
  for (const command of dryRun({ IMAGES_ENGINE: 'podman' }))
    expect(command).toMatch(/^podman (--runtime \/usr\/sbin\/runc --cgroup-manager=cgroupfs )?build --ulimit nofile=1024:1024 --ulimit nproc=1024:1024 /);
});

test('a CA bundle (NPM_CA_BUNDLE, else NODE_EXTRA_CA_CERTS) goes to the builds as the secret npm_ca, never as a build arg', () => {
  const bundle = repoPath('package.json'); // any existing file
  const envs: Array<Record<string, string>> = [{ NPM_CA_BUNDLE: bundle }, { NODE_EXTRA_CA_CERTS: bundle }];
  for (const env of envs) {
    for (const command of dryRun({ IMAGES_ENGINE: 'docker', ...env })) {
      expect(command).toContain(` --secret id=npm_ca,src=${bundle} `);
      expect(command).not.toMatch(/--build-arg [A-Z_]*CA/);
    }
  }
  // A named bundle that does not exist is not passed (the build runs without it).
  for (const command of dryRun({ IMAGES_ENGINE: 'docker', NPM_CA_BUNDLE: '/nonexistent.pem' }))
    expect(command).not.toContain('--secret');
});

test('the npm ci steps read the CA secret only when it is there, and it never lands in a layer', () => {
  for (const file of ['backend/Dockerfile', 'deploy/static-slice.Dockerfile']) {
    const runs = readFileSync(repoPath(file), 'utf8')
      .split(/\n(?=\S)/)
      .filter((instruction) => /^RUN\b[\s\S]*\bnpm ci\b/.test(instruction));
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) {
      expect(run).toContain('--mount=type=secret,id=npm_ca,required=false');
      expect(run).toContain('if [ -f /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi');
    }
    expect(readFileSync(repoPath(file), 'utf8')).not.toMatch(/^(ENV|ARG)\b.*(NODE_EXTRA_CA_CERTS|npm_ca)/m);
  }
});

test('the stand-ins (machines without public images) cover exactly the public images the Dockerfiles and compose name', () => {
  const script = readFileSync(repoPath('deploy/scripts/stand-in-base-images.sh'), 'utf8');
  const standIns = [...script.matchAll(/^stand_in docker\.io\/(?:library\/)?(\S+) (\S+)$/gm)].map((m) => m[1]).sort();
  const compose = parse(readFileSync(repoPath('docker-compose.yml'), 'utf8')) as {
    services: Record<string, { image?: string; build?: unknown }>;
  };
  const fromCompose = Object.values(compose.services)
    .filter((service) => !service.build)
    .map((service) => service.image!);
  const fromDockerfiles = ['backend/Dockerfile', 'deploy/static-slice.Dockerfile'].flatMap((file) =>
    [...readFileSync(repoPath(file), 'utf8').matchAll(/^FROM (\S+)/gm)].map((m) => m[1]).filter((image) => image.includes(':')),
  );
  expect(standIns).toEqual([...new Set([...fromCompose, ...fromDockerfiles])].sort());
  for (const [, , file] of script.matchAll(/^stand_in (\S+) (\S+)$/gm))
    expect(existsSync(repoPath('deploy/stand-in-images', file))).toBe(true);
});

test('--stand-in-bases is refused with docker (stand-ins are for podman on machines without public images)', () => {
  expect(() =>
    execFileSync('bash', [repoPath('deploy/scripts/build-images.sh'), '--stand-in-bases'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', IMAGES_ENGINE: 'docker' },
      stdio: 'pipe',
    }),
  ).toThrow(/for podman only/);
});
