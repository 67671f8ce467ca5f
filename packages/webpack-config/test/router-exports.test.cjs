// The names the shared router keeps after tree shaking come from reading real source files.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterEach, beforeEach, expect, test } = require('@jest/globals');
const { REMOTES } = require('@elearning/deployment/remotes.cjs');
const { sourceFiles } = require('../index.cjs');
const { routerImportsIn, routerImportsNotProvided, SHARED_ROUTER_EXPORTS } = require('../router-exports.cjs');

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'router-exports-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function file(name, code) {
  const full = path.join(dir, name);
  fs.writeFileSync(full, code);
  return full;
}

test('collects named imports from react-router-dom and react-router across files, skipping types', () => {
  const files = [
    file(
      'a.tsx',
      "import { Link, NavLink as Nav } from 'react-router-dom';\nexport const A = () => <Link to='/' />;",
    ),
    file(
      'b.ts',
      "import { useNavigate, type To } from 'react-router';\nimport type { Location } from 'react-router-dom';",
    ),
    file('c.ts', "export { Outlet } from 'react-router-dom';"),
    file('d.ts', "import { useState } from 'react';"),
    file('styles.css', '.react-router-dom { color: red }'),
  ];
  expect(routerImportsIn(files)).toEqual(['Link', 'NavLink', 'Outlet', 'useNavigate']);
});

test.each([
  ['a namespace import', "import * as Router from 'react-router-dom';"],
  ['a default import', "import Router from 'react-router';"],
  ['a dynamic import', "const r = import('react-router-dom');"],
  ['a re-export of everything', "export * from 'react-router-dom';"],
])('gives up (null: share the whole router) on %s', (_, code) => {
  expect(routerImportsIn([file('x.ts', code)])).toBeNull();
});

test('no file imports the router: nothing to keep', () => {
  expect(routerImportsIn([file('x.ts', 'export const x = 1;')])).toEqual([]);
});

test('a router name outside the declared list, or a use that cannot be listed, is reported', () => {
  const uses = file('a.ts', "import { Link, matchPath } from 'react-router-dom';");
  expect(routerImportsNotProvided([uses])).toEqual(['matchPath']);
  expect(routerImportsNotProvided([file('x.ts', "import * as R from 'react-router';")])).toHaveLength(1);
  expect(routerImportsNotProvided([file('b.ts', "import { Link } from 'react-router-dom';")])).toEqual([]);
});

// The shared router is built with SHARED_ROUTER_EXPORTS in every slice, without reading another
// workspace's sources (decision 0003): this is the check that the list covers every front end.
const repo = path.join(__dirname, '..', '..', '..');
const FRONT_END_SOURCES = ['shell', ...REMOTES.map((r) => r.dir), 'packages/remote-kit'].map((dir) => path.join(repo, dir, 'src'));

test.each(FRONT_END_SOURCES.map((dir) => [path.relative(repo, dir), dir]))(
  '%s imports from the router only names the shared router provides',
  (_, dir) => {
    const files = sourceFiles([dir]);
    expect(files.length).toBeGreaterThan(0);
    expect(routerImportsNotProvided(files)).toEqual([]);
  },
);

test('the declared list is sorted and has no duplicates', () => {
  expect([...new Set(SHARED_ROUTER_EXPORTS)].sort()).toEqual([...SHARED_ROUTER_EXPORTS]);
});
