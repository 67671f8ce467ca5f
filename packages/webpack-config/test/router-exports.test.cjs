// The names the shared router keeps after tree shaking come from reading real source files.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterEach, beforeEach, expect, test } = require('@jest/globals');
const { routerImportsIn, routerExportsToKeep, ROUTER_BASELINE } = require('../router-exports.cjs');

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

test('the shared router always keeps the everyday API, plus whatever the sources import', () => {
  const kept = routerExportsToKeep([file('a.ts', "import { matchPath } from 'react-router-dom';")]);
  expect(kept).toEqual(expect.arrayContaining([...ROUTER_BASELINE, 'matchPath']));
  expect(kept).toHaveLength(ROUTER_BASELINE.length + 1);
  // Sources read from an image that holds only the shell: the baseline still stands.
  expect(routerExportsToKeep([])).toEqual([...ROUTER_BASELINE].sort());
  expect(routerExportsToKeep([file('x.ts', "import * as R from 'react-router';")])).toBeNull();
});
