// Prerendered pages (decision 0005), written by a production build after it has emitted:
//   a remote: `dist/prerendered/<page>.body.html` (the page's markup) and `<page>.head.html` (the
//     links to the stylesheets its exposed module loads, from mf-manifest.json);
//   the shell (the host): `dist/prerendered/<page>.html`, its own index.html with the navigation
//     and footer of that route in the root, SSI `include`s where the remote's fragments go, and
//     `routes.json` (route path -> file) for the gateways.
// The pages come from the front end's `prerender/pages.tsx`, bundled here for Node (React and the
// router from node_modules, CSS left out, `?raw` SVG inlined as in the browser build).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('@elearning/deployment/remotes.cjs');
const { RESOLVE_SOURCE, RAW_SVG_RULE, typescriptRule } = require('./source-rules.cjs');

const PLUGIN = 'Prerender';
/** Where a host's page has the remote's page: replaced by the SSI include of its fragment. */
const SLOT = '<template data-prerender-slot="true"></template>';
/** Empty stand-in when a fragment cannot be included (the remote is down: the shell shows its fallback). */
const STUB = '<!--# block name="none" --><!--# endblock -->';
const include = (virtual) => `<!--# include virtual="${virtual}" stub="none" -->`;
const segmentOf = (remoteName) => {
  const remote = REMOTES.find((r) => r.name === remoteName);
  if (!remote) throw new Error(`prerender: ${remoteName} is not in packages/deployment/remotes.json`);
  return remote.segment;
};
const fragmentBase = (remoteName, page) => `/mf/${segmentOf(remoteName)}/prerendered/${page}`;

/** The Node build of `entry`: one CommonJS file, React and the router required at run time. */
function nodeConfig({ dir, entry, outDir }) {
  return {
    mode: 'production',
    target: 'node',
    context: dir,
    entry,
    devtool: false,
    output: { path: outDir, filename: 'pages.cjs', library: { type: 'commonjs2' }, clean: true },
    externalsType: 'commonjs',
    externals: [/^react(-dom)?(\/.*)?$/, /^react-router(-dom)?$/],
    resolve: RESOLVE_SOURCE,
    module: {
      rules: [
        typescriptRule(),
        { test: /\.css$/, use: require.resolve('./empty-module-loader.cjs') },
        RAW_SVG_RULE,
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [],
  };
}

function build(webpack, config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack({
      ...config,
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    });
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** The stylesheet links of a remote page: the CSS its exposed module loads (mf-manifest.json). */
function stylesheetLinks(manifest, remoteName, expose) {
  const exposed = manifest.exposes.find((e) => e.path === expose);
  if (!exposed) throw new Error(`prerender: ${remoteName} exposes no ${expose}`);
  const base = `/mf/${segmentOf(remoteName)}/`;
  return exposed.assets.css.sync.map((file) => `<link rel="stylesheet" href="${base}${file}">`).join('');
}

/**
 * Where a `page` document's scripts start: the host's entry (and the configuration it preloads) are
 * left to `start-on-first-use.js`, which loads them on the visitor's first sign of use (decision 0009).
 */
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;
const CONFIG_PRELOAD = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin\/?>/;
const START_SOURCE = path.join(__dirname, 'start-on-first-use.js');

/** Writes start-on-first-use.js into the host's output, its content hash in the name (cached for good). */
function emitStartScript(dist) {
  const source = fs.readFileSync(START_SOURCE);
  const file = `start-on-first-use.${crypto.createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(dist, file), source);
  return file;
}

/**
 * The host's index.html for the documents that carry their page: its entry script replaced by
 * `file` (beside it), which starts the entry on first use; `start` holds the token's storage key and
 * the event the host sends once hydrated.
 */
function startOnFirstUse(indexHtml, file, { tokenKey, readyEvent }) {
  const entry = ENTRY_SCRIPT.exec(indexHtml);
  if (!entry) throw new Error('prerender: index.html has no deferred entry script');
  const main = entry[1];
  const preload = CONFIG_PRELOAD.exec(indexHtml);
  const data = { main, preload: preload?.[1], 'token-key': tokenKey, 'ready-event': readyEvent };
  const attributes = Object.entries(data)
    .filter(([, value]) => value)
    .map(([name, value]) => ` data-${name}="${value}"`)
    .join('');
  const src = main.replace(/[^/]*$/, file);
  return indexHtml
    .replace(CONFIG_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `<script defer="defer" src="${src}"${attributes}></script>`);
}

/**
 * The host's document for one route: its index.html with the prerendered root and, when the
 * remote prerenders the page (`page.fragments`), the SSI includes of its fragments. The root's
 * `data-prerendered` tells the shell what it hydrates: `page` (the remote's page is in it) or
 * `frame` (its loading indicator is). `pageHtml` is the index.html of `page` documents (see
 * startOnFirstUse).
 */
function hostDocument({ indexHtml, pageHtml }, page, markup) {
  const root = /<div id="root">[\s\S]*?<\/div>(?=<noscript>)/;
  if (!root.test(indexHtml)) throw new Error('prerender: index.html has no <div id="root"> before <noscript>');
  if (!page.fragments) {
    if (markup.includes(SLOT)) throw new Error(`prerender: the ${page.name} page has a slot but no fragments`);
    return indexHtml.replace(root, () => `<div id="root" data-prerendered="frame">${markup}</div>`);
  }
  const base = fragmentBase(page.remote, page.fragments);
  if (!markup.includes(SLOT)) throw new Error(`prerender: the ${page.name} page has no slot for its remote`);
  return pageHtml
    .replace('<head>', `<head>${STUB}`)
    .replace('</head>', `${include(`${base}.head.html`)}</head>`)
    .replace(root, () => `<div id="root" data-prerendered="page">${markup.replace(SLOT, include(`${base}.body.html`))}</div>`);
}

class PrerenderPlugin {
  /**
   * @param {object} o
   * @param {string} o.dir    the front end's folder
   * @param {string} [o.name] its federation name (a remote); none for the shell
   */
  constructor({ dir, name }) {
    this.dir = dir;
    this.name = name;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(PLUGIN, async () => {
      // Module Federation's shared tree shaking runs this config again for each shared package
      // (into dist/independent-packages/): only the front end's own build prerenders.
      if (path.resolve(compiler.outputPath) !== path.join(this.dir, 'dist')) return;
      const outDir = path.join(this.dir, 'node_modules', '.cache', 'prerender');
      const entry = path.join(this.dir, 'prerender', 'pages.tsx');
      await build(compiler.webpack, nodeConfig({ dir: this.dir, entry, outDir }));
      // React's production server renderer: the markup the browser's production build expects
      // (the development one adds messages and component stacks to client-rendered boundaries).
      process.env.NODE_ENV = 'production';
      const bundle = path.join(outDir, 'pages.cjs');
      delete require.cache[bundle];
      /**
       * @type {{
       *   pages: Record<string, { render(): string, expose?: string, path?: string, remote?: string, fragments?: string }>,
       *   startOnFirstUse?: { tokenKey: string, readyEvent: string },
       * }}
       */
      const { pages, startOnFirstUse: start } = require(bundle);
      const dist = compiler.outputPath;
      const target = path.join(dist, 'prerendered');
      fs.mkdirSync(target, { recursive: true });
      if (this.name) {
        const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
        for (const [name, page] of Object.entries(pages)) {
          fs.writeFileSync(path.join(target, `${name}.head.html`), stylesheetLinks(manifest, this.name, page.expose));
          fs.writeFileSync(path.join(target, `${name}.body.html`), page.render());
        }
        return;
      }
      const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
      if (!start) throw new Error('prerender: the host\'s prerender/pages.tsx exports no startOnFirstUse');
      const html = { indexHtml, pageHtml: startOnFirstUse(indexHtml, emitStartScript(dist), start) };
      const routes = {};
      for (const [name, page] of Object.entries(pages)) {
        fs.writeFileSync(path.join(target, `${name}.html`), hostDocument(html, { ...page, name }, page.render()));
        routes[page.path] = `${name}.html`;
      }
      fs.writeFileSync(path.join(target, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
    });
  }
}

module.exports = { PrerenderPlugin, SLOT };
