// How every build of this repository reads its own source (the browser builds in index.cjs and
// the Node build of the prerendered pages in prerender.cjs), so both compile it the same way.

/** TypeScript/JSX resolution: the contract is ESM TypeScript with `.js` endings on relative imports. */
const RESOLVE_SOURCE = {
  extensions: ['.tsx', '.ts', '.js', '.mjs'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/** TypeScript and JSX through swc, React's automatic runtime (`development` adds its checks). */
function typescriptRule({ development = false } = {}) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target: 'es2022',
        },
      },
    },
  };
}

/** `import icon from 'bootstrap-icons/icons/x.svg?raw'`: inline SVG text, no icon font. */
const RAW_SVG_RULE = { test: /\.svg$/, resourceQuery: /raw/, type: 'asset/source' };

module.exports = { RESOLVE_SOURCE, typescriptRule, RAW_SVG_RULE };
