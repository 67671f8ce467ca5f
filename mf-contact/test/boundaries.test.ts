/**
 * @jest-environment node
 */
/// <reference types="node" />
// The repository's lint (eslint.config.mjs) keeps remotes apart. ESLint runs in a child process:
// its flat config is an ES module, which jest's CommonJS module system cannot load in-process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints `source` as the file mf-contact/src/BoundaryProbe.tsx with the repository's config. */
function lintContactSource(source: string): LintMessage[] {
  const result = spawnSync(
    path.join(repo, 'node_modules/.bin/eslint'),
    ['--format', 'json', '--stdin', '--stdin-filename', 'mf-contact/src/BoundaryProbe.tsx'],
    { cwd: repo, input: source, encoding: 'utf8' },
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
