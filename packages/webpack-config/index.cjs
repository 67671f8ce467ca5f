// One config for the shell and the four remotes, so they stay alike.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SHARED_ROUTER_EXPORTS, ROUTER_PACKAGES } = require('./router-exports.cjs');
const { REMOTES } = require('@elearning/deployment/remotes.cjs');
const { pageScopeClass } = require('./bootstrap-css-loader.cjs');
const { PurgeBundledCssPlugin } = require('./purge-bundled-css.cjs');
const { PrerenderPlugin } = require('./prerender.cjs');
const { StandaloneRuntimePlugin, PROVIDE_RUNTIME_CORE } = require('./standalone-runtime.cjs');
const { RESOLVE_SOURCE, RAW_SVG_RULE, typescriptRule } = require('./source-rules.cjs');

const BOOTSTRAP_CSS = /[\\/]node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/][^\\/]+\.css$/;
/** A remote's standalone entry: its Bootstrap styles the whole standalone document, unscoped. */
const STANDALONE_ENTRY = /[\\/]src[\\/]bootstrap\.tsx$/;
const BOOTSTRAP_LAYER = 'bootstrap';

/** Every source file under `dirs`. */
function sourceFiles(dirs) {
  const fs = require('node:fs');
  const out = [];
  const walk = (d) => {
    for (const entry of fs.existsSync(d) ? fs.readdirSync(d, { withFileTypes: true }) : []) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|jsx?|html)$/.test(entry.name) && !/\.test\./.test(entry.name)) out.push(full);
    }
  };
  dirs.forEach(walk);
  return out;
}

/**
 * Selectors PurgeCSS cannot see in the sources: class names built at run time (the remote kit's
 * `alert-${variant}`, state classes). Every other Bootstrap class a front end uses is written out
 * in its sources. No front end sets `data-bs-theme`, so the dark theme's rules go (decision 0008).
 */
const PURGE_SAFELIST = Object.freeze({
  standard: [
    /^alert-(primary|secondary|success|danger|warning|info|light|dark)$/,
    /^(show|active|fade|collapsing|disabled|visually-hidden)/,
  ],
  greedy: [/^:root/],
});
/** Elements a front end renders from Markdown (so not written in its sources): `rendersMarkdown`. */
const MARKDOWN_ELEMENTS =
  /^(table|thead|tbody|tfoot|tr|th|td|caption|blockquote|pre|code|kbd|samp|hr|ol|ul|li|dl|dt|dd|h[1-6]|p|a|img|figure|figcaption|small|strong|em|b|i|sup|sub|mark|abbr|del|ins|details|summary)$/;

/** What PurgeCSS keeps although the sources do not name it. */
function purgeSafelist(name, isRemote, rendersMarkdown) {
  const standard = [...PURGE_SAFELIST.standard];
  // KaTeX and highlight.js write their class names at run time; their stylesheets stay whole.
  const greedy = [...PURGE_SAFELIST.greedy];
  if (rendersMarkdown) {
    standard.push(MARKDOWN_ELEMENTS);
    greedy.push(/katex/, /hljs/);
  }
  // A remote's Bootstrap selectors all start with its page scope, which the shell sets.
  if (isRemote) standard.push(pageScopeClass(name));
  return { standard, greedy };
}

/**
 * How CSS is loaded. Bootstrap goes to the `bootstrap` cascade layer; in a remote, the copy its
 * exposed pages import is also scoped to the page (`.mf-page-<name>`, set by the shell around it):
 * each front end ships only the Bootstrap subset its own sources use.
 */
function cssRules(name, isRemote) {
  const extract = [MiniCssExtractPlugin.loader, 'css-loader'];
  const bootstrapLoader = (scopeClass) => ({
    loader: require.resolve('./bootstrap-css-loader.cjs'),
    options: { layer: BOOTSTRAP_LAYER, scopeClass },
  });
  const bootstrap = isRemote
    ? {
        test: BOOTSTRAP_CSS,
        oneOf: [
          { issuer: STANDALONE_ENTRY, use: [...extract, bootstrapLoader(undefined)] },
          { use: [...extract, bootstrapLoader(pageScopeClass(name))] },
        ],
      }
    : { test: BOOTSTRAP_CSS, use: [...extract, bootstrapLoader(undefined)] };
  return [bootstrap, { test: /\.css$/, exclude: BOOTSTRAP_CSS, use: extract }];
}

/**
 * Singletons: exactly one React and one router in the page, whichever app loads first.
 * A shared module is normally not tree-shaken (another container might use any export), and the
 * whole router costs about 60 KB gzipped on the first view (150 KB budget). So the router is
 * shared with Module Federation's shared tree shaking (decision 0003): it is built with only the
 * declared SHARED_ROUTER_EXPORTS, the same in every front end's build.
 * 'runtime-infer' makes every container take the already loaded tree-shaken copy; without
 * tree-shaking config on one side, that side would load the full fallback build: a second router.
 * @param {Record<string,string>} pkgDeps
 */
function sharedSingletons(pkgDeps) {
  const shared = {};
  for (const name of ['react', 'react-dom']) {
    shared[name] = { singleton: true, requiredVersion: pkgDeps[name] || false };
  }
  shared['react-dom/client'] = { singleton: true, requiredVersion: pkgDeps['react-dom'] || false };
  // react-router-dom 7 re-exports react-router: share both, or the re-export pulls a second copy.
  const routerVersion = pkgDeps['react-router-dom'] || pkgDeps['react-router'] || false;
  for (const name of ROUTER_PACKAGES) {
    shared[name] = { singleton: true, requiredVersion: routerVersion };
    shared[name].treeShaking = { mode: 'runtime-infer', usedExports: [...SHARED_ROUTER_EXPORTS] };
  }
  return shared;
}

/** A remote's entry in packages/deployment/remotes.json, found by its workspace folder. */
function remoteOf(dir) {
  const remote = REMOTES.find((r) => r.dir === path.basename(dir));
  if (!remote) throw new Error(`${path.basename(dir)} is not in packages/deployment/remotes.json`);
  return remote;
}

/**
 * @param {object} o
 * @param {string} o.dir        the workspace folder (__dirname of its webpack.config)
 * @param {string} [o.name]     federation name, e.g. "mf_auth" (a remote: from remotes.json)
 * @param {Record<string,string>} [o.exposes]  what a remote exposes
 * @param {number} [o.port]     dev-server port (a remote: devPort in remotes.json)
 * @param {string} [o.title]    title of the standalone page
 * @param {string} [o.publicPath] 'auto' (default) for remotes; the shell uses '/' so deep links
 *                                 (SPA fallback at /a/b) still find main.js
 * @param {Record<string, object>} [o.shared] extra shared modules, merged over the singletons
 * @param {boolean} [o.rendersMarkdown] keep Bootstrap's rules for elements Markdown produces
 * @param {boolean} [o.prerender] write prerendered pages from `prerender/pages.tsx` (decision 0005)
 */
module.exports = function createConfig({
  dir,
  exposes,
  name = exposes ? remoteOf(dir).name : undefined,
  port = exposes ? remoteOf(dir).devPort : undefined,
  title,
  publicPath = 'auto',
  shared,
  rendersMarkdown = false,
  prerender = false,
}) {
  const isRemote = Boolean(exposes && Object.keys(exposes).length);
  const pkg = require(path.join(dir, 'package.json'));
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const template = path.join(dir, 'public/index.html');
  return (env, argv) => {
    const prod = argv.mode !== 'development';
    return {
      mode: prod ? 'production' : 'development',
      entry: path.join(dir, 'src/index.ts'),
      context: dir,
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // 'auto': the remote works from whatever URL (path or origin) it is deployed at.
        publicPath,
        // Entries (main.js, remoteEntry.js) keep fixed names and are served no-cache;
        // the federation runtime cannot resolve a content hash in entry names.
        filename: '[name].js',
        chunkFilename: prod ? '[name].[chunkhash:8].js' : '[name].js',
        uniqueName: name,
        // The shared tree shaking writes a full build of each shared router there (the fallback
        // its runtime can ask for) before the main build emits: keep it.
        clean: { keep: /^independent-packages\// },
      },
      resolve: RESOLVE_SOURCE,
      module: {
        rules: [
          typescriptRule({ development: !prod }),
          ...cssRules(name, isRemote),
          RAW_SVG_RULE,
          {
            test: /\.(woff2?|ttf|eot|svg|png|jpe?g|webp)$/,
            resourceQuery: { not: [/raw/] },
            type: 'asset/resource',
          },
        ],
      },
      optimization: {
        minimizer: [
          new (require('terser-webpack-plugin'))({
            minify: require('terser-webpack-plugin').swcMinify,
            terserOptions: { compress: { passes: 2 } },
            extractComments: false,
          }),
          new (require('css-minimizer-webpack-plugin'))(),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes || {},
          // Remotes of the shell are registered at run time from /config.json.
          remotes: {},
          shared: { ...sharedSingletons(deps), ...shared },
          manifest: true,
          dts: false,
          // One federation runtime per page (decision 0008): the shell provides its runtime core
          // to the remotes it loads, a remote's container only brings its bundler glue. Nothing
          // loads remotes from a manifest (the shell finds the container beside it), so the
          // snapshot code stays out; a remote never loads other remotes.
          experiments: isRemote
            ? {
                externalRuntime: true,
                optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
              }
            : { optimization: { disableSnapshot: true, target: 'web' } },
          runtimePlugins: isRemote ? [] : [PROVIDE_RUNTIME_CORE],
        }),
        ...(isRemote ? [new StandaloneRuntimePlugin()] : []),
        new MiniCssExtractPlugin({ filename: prod ? '[name].[contenthash:8].css' : '[name].css' }),
        ...(prod
          ? [
              // Each CSS file keeps the rules the sources it styles name: the modules this build
              // bundled that its importers reach (purge-bundled-css.cjs), and the HTML template.
              new PurgeBundledCssPlugin({
                safelist: purgeSafelist(name, isRemote, rendersMarkdown),
                alsoFrom: [template],
              }),
            ]
          : []),
        new HtmlWebpackPlugin({ template, title: title || name }),
        ...(prod && prerender ? [new PrerenderPlugin({ dir, name: isRemote ? name : undefined })] : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
      },
      performance: { hints: false },
    };
  };
};
module.exports.pageScopeClass = pageScopeClass;
module.exports.purgeSafelist = purgeSafelist;
module.exports.sourceFiles = sourceFiles;
