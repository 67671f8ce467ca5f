// One ESLint config for every workspace (flat config).
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';

const REMOTE_DIRS = JSON.parse(
  readFileSync(new URL('./packages/deployment/remotes.json', import.meta.url), 'utf8'),
).map((remote) => remote.dir);

/**
 * The boundaries the README promises: a remote talks to the shell only through the `shell` prop
 * (packages/contract) and never imports another remote or the shell; the shell loads remotes only
 * at run time; the shared packages import no front end. Imports are resolved, so a relative path and a workspace package name both count.
 */
const BOUNDARY_ZONES = [
  ...REMOTE_DIRS.map((dir) => ({
    target: `./${dir}`,
    from: ['./shell', ...REMOTE_DIRS.filter((other) => other !== dir).map((other) => `./${other}`)],
    message: 'A remote imports no other remote and not the shell: use the shell API (packages/contract).',
  })),
  {
    target: './shell',
    from: REMOTE_DIRS.map((dir) => `./${dir}`),
    message: 'The shell loads remotes at run time (Module Federation), never from their sources.',
  },
  {
    target: './packages',
    from: ['./shell', ...REMOTE_DIRS.map((dir) => `./${dir}`)],
    message: 'Shared packages import no front end.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', 'backend/dist-*/**', '**/node_modules/**', '.cache/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // Workspace names resolve through node_modules' links to their folders, relative paths as is.
      'import/resolver': {
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'], preserveSymlinks: false },
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARY_ZONES }],
    },
  },
  {
    files: ['shell/**/*.tsx', 'mf-*/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A plain browser script, copied into the shell's build as is (decision 0009).
    files: ['packages/webpack-config/start-on-first-use.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Served to the browser in place of Google's api.js during the Google sign-in browser test.
    files: ['e2e/firebase/gapi-stand-in.js'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-this-alias': 'off', '@typescript-eslint/no-unused-vars': 'off' },
  },
);
