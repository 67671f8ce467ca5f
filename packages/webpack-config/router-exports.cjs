// What the shared router must keep after tree shaking: every name any front end imports from it.
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
 * The everyday router API, always kept in the shared router: a remote may start using any of
 * these without the shell being rebuilt, and the shell's image (which holds only shell/) keeps
 * them even though it cannot read the remotes' sources.
 */
const ROUTER_BASELINE = ['Link', 'NavLink', 'Navigate', 'Outlet', 'Route', 'Routes', 'useLocation', 'useNavigate', 'useParams', 'useSearchParams'];

/** routerImportsIn plus the baseline; null (share the router whole) stays null. */
function routerExportsToKeep(files) {
  const found = routerImportsIn(files);
  return found && [...new Set([...found, ...ROUTER_BASELINE])].sort();
}

module.exports = { routerImportsIn, routerExportsToKeep, ROUTER_BASELINE, ROUTER_PACKAGES };
