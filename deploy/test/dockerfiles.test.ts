import { existsSync, readFileSync, statSync } from 'node:fs';
import { Copy, DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { IMAGES, repoPath } from './repo';

/** Top-level entries .dockerignore keeps out of the build context. */
const ignored = readFileSync(repoPath('.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));

function isIgnored(source: string): boolean {
  const parts = source.replace(/\/$/, '').split('/');
  return ignored.some((pattern) => {
    if (pattern.startsWith('**/')) return parts.includes(pattern.slice(3));
    return parts[0] === pattern;
  });
}

function args(instruction: Instruction): string[] {
  return instruction.getArguments().map((arg) => arg.getValue());
}

/** Sources of the COPY instructions that read the build context (not another stage). */
function contextSources(instructions: Instruction[]): string[] {
  return instructions
    .filter((i): i is Copy => i instanceof Copy && !i.getFlags().some((flag) => flag.getName() === 'from'))
    .flatMap((i) => args(i).slice(0, -1));
}

describe.each(IMAGES)('%s/Dockerfile', (workspace) => {
  const text = readFileSync(repoPath(workspace, 'Dockerfile'), 'utf8');
  const dockerfile = DockerfileParser.parse(text);
  const froms = dockerfile.getFROMs();
  const instructions = dockerfile.getInstructions();
  const finalStageStart = froms[froms.length - 1].getRange().start.line;
  const finalStage = instructions.filter((instruction) => instruction.getRange().start.line >= finalStageStart);

  test('has no syntax or instruction errors (dockerfile-utils linter)', () => {
    const problems = validate(text).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
  });

  test('is multi-stage: builds in one image, ships a small one', () => {
    expect(froms.length).toBeGreaterThanOrEqual(2);
    expect(froms.slice(0, -1).every((from) => from.getBuildStage())).toBe(true);
    const final = froms[froms.length - 1].getImageName();
    expect(final).toBe(workspace === 'backend' ? 'node' : 'nginxinc/nginx-unprivileged');
  });

  test('pins every base image to a versioned tag (never latest), node on the 24 LTS line', () => {
    for (const from of froms) {
      expect({ image: from.getImageName(), tag: from.getImageTag() }).toEqual({
        image: from.getImageName(),
        tag: expect.stringMatching(/^\d+(\.\d+)*(-alpine)?$/),
      });
      if (from.getImageName() === 'node') expect(from.getImageTag()).toBe('24-alpine');
    }
  });

  test('runs as a non-root user and has a HEALTHCHECK', () => {
    const users = finalStage.filter((i) => i.getKeyword() === 'USER').map((i) => args(i)[0]);
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0', '0:0']).not.toContain(users[users.length - 1]);
    const healthchecks = finalStage.filter((i) => i.getKeyword() === 'HEALTHCHECK');
    expect(healthchecks).toHaveLength(1);
    expect(args(healthchecks[0])).not.toContain('NONE');
  });

  test('copies only files that exist and are in the build context', () => {
    const sources = contextSources(instructions);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect({ source, exists: existsSync(repoPath(source)), ignored: isIgnored(source) }).toEqual({
        source,
        exists: true,
        ignored: false,
      });
    }
    expect(instructions.some((i) => i.getKeyword() === 'ADD')).toBe(false);
  });

  test('builds only its own workspace (and the shared packages)', () => {
    for (const source of contextSources(instructions)) {
      expect(source).toMatch(new RegExp(`^(package(-lock)?\\.json|packages/[a-z-]+/?(package\\.json)?|${workspace}/?.*|deploy/nginx/)$`));
    }
    const installs = instructions.filter((i) => i.getKeyword() === 'RUN' && /\bnpm ci\b/.test(i.getTextContent()));
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) {
      expect(install.getTextContent()).toContain(`-w ${workspace}`);
      expect(install.getTextContent()).toContain('--include-workspace-root=false');
    }
    const pkg = JSON.parse(readFileSync(repoPath(workspace, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
    expect(pkg.scripts?.build).toEqual(expect.any(String));
  });

  test('copies and installs every workspace package it depends on', () => {
    const pkg = JSON.parse(readFileSync(repoPath(workspace, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const workspaceDeps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) =>
      name.startsWith('@elearning/'),
    );
    const sources = contextSources(instructions);
    const install = instructions.filter((i) => i.getKeyword() === 'RUN' && /\bnpm ci\b/.test(i.getTextContent()));
    for (const name of workspaceDeps) {
      const folder = `packages/${name.slice('@elearning/'.length)}`;
      expect({ name, copied: sources.some((s) => s.replace(/\/$/, '') === folder) }).toEqual({ name, copied: true });
      expect({ name, installed: install.some((i) => i.getTextContent().includes(`-w ${name}`)) }).toEqual({
        name,
        installed: true,
      });
    }
  });

  if (workspace !== 'backend') {
    test('starts through the shared entrypoint, which exists and is executable', () => {
      const entrypoint = finalStage.find((i) => i.getKeyword() === 'ENTRYPOINT');
      expect(entrypoint?.getTextContent()).toContain('/etc/nginx/elearning/entrypoint.sh');
      expect(statSync(repoPath('deploy/nginx/entrypoint.sh')).mode & 0o111).not.toBe(0);
      expect(statSync(repoPath('deploy/nginx/render.sh')).mode & 0o111).not.toBe(0);
      const site = workspace === 'shell' ? 'gateway' : 'static';
      expect(text).toContain(`NGINX_SITE=${site}`);
    });
  }
});
