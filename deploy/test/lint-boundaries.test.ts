// The repository's lint (eslint.config.mjs, `import/no-restricted-paths` with zones built from
// remotes.json) keeps remotes apart: a remote imports neither another remote nor the shell. ESLint
// runs in a child process: its flat config is an ES module, which jest's CommonJS module system
// cannot load in-process. `npm test` runs the lint itself too (scripts/test.mjs, "lint").
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './repo';

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints `source` as the file mf-contact/src/BoundaryProbe.tsx with the repository's config. */
function lintContactSource(source: string): LintMessage[] {
  const result = spawnSync(
    path.join(REPO_ROOT, 'node_modules/.bin/eslint'),
    ['--format', 'json', '--stdin', '--stdin-filename', 'mf-contact/src/BoundaryProbe.tsx'],
    { cwd: REPO_ROOT, input: source, encoding: 'utf8' },
  );
  const [report] = JSON.parse(result.stdout) as { messages: LintMessage[] }[];
  return report.messages;
}

// Each lint starts ESLint anew: a few seconds on a busy machine.
jest.setTimeout(30_000);

const restricted = expect.objectContaining({ ruleId: 'import/no-restricted-paths' });

test('a remote importing another remote fails lint, by path or by workspace name', () => {
  const messages = lintContactSource(
    [
      "import LoginPage from '../../mf-auth/src/LoginPage';",
      "import SignupPage from 'mf-auth/src/SignupPage';",
      'export const pages = [LoginPage, SignupPage];',
    ].join('\n'),
  );
  expect(messages).toEqual([restricted, restricted]);
});

test('a remote importing the shell fails lint', () => {
  const messages = lintContactSource("import { App } from '../../shell/src/App';\nexport const app = App;\n");
  expect(messages).toEqual([restricted]);
});

test('the contract and the remote kit are what a remote may import', () => {
  const messages = lintContactSource(
    [
      "import { TEXTS } from '@elearning/contract';",
      "import { Icon } from '@elearning/remote-kit';",
      'export const used = [TEXTS, Icon];',
    ].join('\n'),
  );
  expect(messages).toEqual([]);
});
