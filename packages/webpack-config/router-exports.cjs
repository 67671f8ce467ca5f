// What the shared router keeps after tree shaking: a declared list (SHARED_ROUTER_EXPORTS), so
// that a slice's build reads only its own folder and the shared packages (decision 0003).
// test/router-exports.test.cjs checks that no front end imports a router name outside the list.
const fs = require('node:fs');
const { parseSync } = require('@swc/core');

const ROUTER_PACKAGES = ['react-router-dom', 'react-router'];

/**
 * Names imported from react-router-dom / react-router by `files` (TypeScript or JavaScript).
 * Returns null when some file uses the router in a way whose names cannot be listed
 * (namespace or default import, `export * from`, dynamic `import()`, `require`): then the
 * shared router must not be tree-shaken at all.
 * @param {string[]} files
 * @returns {string[] | null}
 */
function routerImportsIn(files) {
  const names = new Set();
  for (const file of files) {
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    const code = fs.readFileSync(file, 'utf8');
    if (!ROUTER_PACKAGES.some((pkg) => code.includes(pkg))) continue;
    // A computed use we cannot enumerate by reading import declarations.
    if (/(import|require)\s*\(\s*['"]react-router(-dom)?['"]/.test(code)) return null;
    const ast = parseSync(code, {
      syntax: /\.[cm]?tsx?$/.test(file) ? 'typescript' : 'ecmascript',
      tsx: file.endsWith('.tsx'),
      jsx: /\.jsx?$/.test(file),
    });
    for (const item of ast.body) {
      const isImport = item.type === 'ImportDeclaration';
      const isReExport = item.type === 'ExportNamedDeclaration' || item.type === 'ExportAllDeclaration';
      if ((!isImport && !isReExport) || !item.source || !ROUTER_PACKAGES.includes(item.source.value))
        continue;
      if (isImport && item.typeOnly) continue;
      if (item.type === 'ExportAllDeclaration') return null;
      for (const spec of item.specifiers) {
        if (spec.isTypeOnly) continue;
        if (spec.type === 'ImportSpecifier')
          names.add(spec.imported ? spec.imported.value : spec.local.value);
        else if (spec.type === 'ExportSpecifier') names.add(spec.orig.value);
        else return null; // default or namespace import/export
      }
    }
  }
  return [...names].sort();
}

/**
 * The router names the shared router provides: the everyday API plus what the shell renders its
 * routes with. Every front end gets exactly these, whichever container loads the router first; a
 * front end that needs another name adds it here (and the shell is rebuilt and redeployed first).
 */
const SHARED_ROUTER_EXPORTS = Object.freeze([
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
]);

/**
 * What `files` import from the router that the shared router does not provide: names outside
 * SHARED_ROUTER_EXPORTS, or a use whose names cannot be listed (then the list cannot cover it).
 * @param {string[]} files
 * @returns {string[]}
 */
function routerImportsNotProvided(files) {
  const names = routerImportsIn(files);
  if (names === null) return ['(a namespace or default import, export *, or import() of the router)'];
  return names.filter((name) => !SHARED_ROUTER_EXPORTS.includes(name));
}

module.exports = { routerImportsIn, routerImportsNotProvided, SHARED_ROUTER_EXPORTS, ROUTER_PACKAGES };
