// `npm run images` (deploy/scripts/build-images.sh) builds exactly the images docker-compose.yml runs:
// the same Dockerfile, build args, target and name for every service with a build section.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
