import { existsSync, readFileSync, statSync } from 'node:fs';
import { Copy, DockerfileParser, type From, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { FRONT_ENDS, repoPath } from './repo';

/** The one Dockerfile of the static slices (shell and remotes), and the backend's own. */
const STATIC_SLICE = 'deploy/static-slice.Dockerfile';
const BACKEND = 'backend/Dockerfile';

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

/** A Dockerfile as stages; `${APP}` / `$APP` replaced by `app` when given (what --build-arg does). */
function parse(file: string, app?: string) {
  let text = readFileSync(repoPath(file), 'utf8');
  if (app) text = text.replaceAll('${APP}', app).replaceAll('"$APP"', app).replaceAll('$APP', app);
  const dockerfile = DockerfileParser.parse(text);
  const froms = dockerfile.getFROMs();
  const instructions = dockerfile.getInstructions();
  const stageOf = (from: From) => {
    const start = from.getRange().start.line;
    const next = froms.find((f) => f.getRange().start.line > start);
    const end = next ? next.getRange().start.line : Infinity;
    return instructions.filter((i) => i.getRange().start.line >= start && i.getRange().start.line < end);
  };
  const stageNames = new Set(froms.map((from) => from.getBuildStage()).filter(Boolean));
  /** Instructions of a stage and of the stages it is built FROM, base first. */
  const chain = (from: From): Instruction[] => {
    const base = froms.find((f) => f.getBuildStage() === from.getImageName());
    return [...(base && stageNames.has(from.getImageName() ?? '') ? chain(base) : []), ...stageOf(from)];
  };
  /** The shipped image: the named target, or the last stage (the default). */
  const target = (name?: string) => chain(name ? froms.find((f) => f.getBuildStage() === name)! : froms[froms.length - 1]);
  const contextSources = instructions
    .filter((i): i is Copy => i instanceof Copy && !i.getFlags().some((flag) => flag.getName() === 'from'))
    .flatMap((i) => args(i).slice(0, -1));
  const npmCi = instructions.filter((i) => i.getKeyword() === 'RUN' && /\bnpm ci\b/.test(i.getTextContent()));
  return { text, froms, instructions, stageNames, target, contextSources, npmCi };
}

const workspaceDeps = (workspace: string) => {
  const pkg = JSON.parse(readFileSync(repoPath(workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => name.startsWith('@elearning/'));
};

describe.each([STATIC_SLICE, BACKEND])('%s', (file) => {
  const { text, froms, stageNames, instructions } = parse(file);

  test('has no syntax or instruction errors (dockerfile-utils linter)', () => {
    const problems = validate(text).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
  });

  test('is multi-stage: builds in one image, ships a small one', () => {
    expect(froms.length).toBeGreaterThanOrEqual(2);
    expect(froms[0].getBuildStage()).toBe('build');
  });

  test('pins every base image to a versioned tag (never latest), node on the 24 LTS line', () => {
    for (const from of froms.filter((f) => !stageNames.has(f.getImageName() ?? ''))) {
      expect({ image: from.getImageName(), tag: from.getImageTag() }).toEqual({
        image: from.getImageName(),
        tag: expect.stringMatching(/^\d+(\.\d+)*(-alpine)?$/),
      });
      if (from.getImageName() === 'node') expect(from.getImageTag()).toBe('24-alpine');
    }
    expect(instructions.some((i) => i.getKeyword() === 'ADD')).toBe(false);
  });
});

/** What each front end ships: the shell the gateway target, a remote the default one. */
const SLICES = FRONT_ENDS.map((workspace) => ({ workspace, target: workspace === 'shell' ? 'gateway' : undefined }));

describe.each(SLICES)('$workspace image (deploy/static-slice.Dockerfile, target $target)', ({ workspace, target }) => {
  const { target: stagesOf, contextSources, npmCi, text } = parse(STATIC_SLICE, workspace);
  const shipped = stagesOf(target);

  test('ships nginx-unprivileged as a non-root user with one HEALTHCHECK, started by the shared entrypoint', () => {
    const base = parse(STATIC_SLICE, workspace).froms.find((f) => f.getBuildStage() === 'static');
    expect(base?.getImageName()).toBe('nginxinc/nginx-unprivileged');
    const users = shipped.filter((i) => i.getKeyword() === 'USER').map((i) => args(i)[0]);
    expect(['root', '0', '0:0']).not.toContain(users[users.length - 1]);
    const healthchecks = shipped.filter((i) => i.getKeyword() === 'HEALTHCHECK');
    expect(healthchecks).toHaveLength(1);
    expect(args(healthchecks[0])).not.toContain('NONE');
    const entrypoint = shipped.find((i) => i.getKeyword() === 'ENTRYPOINT');
    expect(entrypoint?.getTextContent()).toContain('/etc/nginx/elearning/entrypoint.sh');
    expect(statSync(repoPath('deploy/nginx/entrypoint.sh')).mode & 0o111).not.toBe(0);
    expect(statSync(repoPath('deploy/nginx/render.sh')).mode & 0o111).not.toBe(0);
    const sites = shipped.filter((i) => i.getKeyword() === 'ENV').map((i) => /NGINX_SITE=(\w+)/.exec(i.getTextContent())?.[1]).filter(Boolean);
    expect(sites[sites.length - 1]).toBe(workspace === 'shell' ? 'gateway' : 'static');
    // Only the gateway writes files from the environment with Node at start (render.sh).
    expect(shipped.some((i) => /apk add .*nodejs/.test(i.getTextContent()))).toBe(workspace === 'shell');
  });

  test('copies only files that exist and are in the build context', () => {
    expect(contextSources.length).toBeGreaterThan(0);
    for (const source of contextSources) {
      expect({ source, exists: existsSync(repoPath(source)), ignored: isIgnored(source) }).toEqual({ source, exists: true, ignored: false });
    }
  });

  test('builds only its own workspace and the shared packages', () => {
    for (const source of contextSources) {
      expect(source).toMatch(new RegExp(`^(package(-lock)?\\.json|packages/[a-z-]+/?(package\\.json)?|${workspace}/?(package\\.json)?|deploy/nginx/)$`));
    }
    expect(npmCi.length).toBeGreaterThan(0);
    for (const install of npmCi) {
      expect(install.getTextContent()).toContain(`-w ${workspace}`);
      expect(install.getTextContent()).toContain('--include-workspace-root=false');
    }
    expect(text).toContain(`npm run build -w ${workspace}`);
  });

  test('copies and installs every workspace package it depends on', () => {
    for (const name of workspaceDeps(workspace)) {
      const folder = `packages/${name.slice('@elearning/'.length)}`;
      expect({ name, copied: contextSources.some((s) => s.replace(/\/$/, '') === folder) }).toEqual({ name, copied: true });
      expect({ name, installed: npmCi.some((i) => i.getTextContent().includes(`-w ${name}`)) }).toEqual({ name, installed: true });
    }
  });
});

describe('backend/Dockerfile', () => {
  const { target, contextSources, npmCi } = parse(BACKEND);
  const shipped = target();

  test('ships node as a non-root user with one HEALTHCHECK', () => {
    const users = shipped.filter((i) => i.getKeyword() === 'USER').map((i) => args(i)[0]);
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0', '0:0']).not.toContain(users[users.length - 1]);
    expect(shipped.filter((i) => i.getKeyword() === 'HEALTHCHECK')).toHaveLength(1);
  });

  test('copies only its own workspace and the packages it depends on, all in the build context', () => {
    for (const source of contextSources) {
      expect({ source, exists: existsSync(repoPath(source)), ignored: isIgnored(source) }).toEqual({ source, exists: true, ignored: false });
      expect(source).toMatch(/^(package(-lock)?\.json|packages\/[a-z-]+\/?(package\.json)?|backend\/?.*)$/);
    }
    for (const name of workspaceDeps('backend')) {
      expect({ name, installed: npmCi.some((i) => i.getTextContent().includes(`-w ${name}`)) }).toEqual({ name, installed: true });
    }
  });
});

test('no front end keeps a Dockerfile of its own: every slice builds from the one file', () => {
  expect(FRONT_ENDS.filter((workspace) => existsSync(repoPath(workspace, 'Dockerfile')))).toEqual([]);
});
