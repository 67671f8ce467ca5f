// Drops the CSS rules that nothing a stylesheet styles names (PurgeCSS), per stylesheet and per
// build: each CSS file a build emits is purged against the source files of the modules webpack put
// in that build's chunks (after tree shaking: a kit module no page imports is not there) and that
// the stylesheet's importers reach, never against whole folders (decision 0004).
//
// Why the importers: a remote's page imports its page-scoped Bootstrap; that copy styles what the
// page renders, i.e. the modules the page reaches. The standalone page's own parts (its notices)
// are bundled too, but they import the unscoped copy, so they do not keep rules in the page's.
const fs = require('node:fs');
const path = require('node:path');
const { PurgeCSS } = require('purgecss');

const PLUGIN = 'PurgeBundledCss';
/** mini-css-extract-plugin's module type: one module per extracted stylesheet. */
const CSS_MODULE_TYPE = 'css/mini-extract';
/** Files PurgeCSS reads for class names: scripts and markup. */
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|html)$/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

/** The file behind a module, without its query (`x.svg?raw`); undefined for generated modules. */
function fileOf(module) {
  return typeof module.resource === 'string' ? module.resource.replace(/[?#].*$/, '') : undefined;
}

/** One of the build's own source files (the workspace's or a shared package's), not a library. */
function isOwnSource(module) {
  const file = fileOf(module);
  return Boolean(file && SOURCE_FILE.test(file) && !NODE_MODULES.test(file));
}

/**
 * For each extracted stylesheet module: the source files it is purged against. Runs once the
 * chunks are final and before modules are concatenated, so the module graph still holds each
 * source module with its own imports (tree shaking has already pointed them past the kit's barrel).
 * @param {import('webpack').Compilation} compilation
 * @returns {{ byStylesheet: Map<import('webpack').Module, Set<string>>, all: Set<string> }}
 */
function sourcesByStylesheet(compilation) {
  const { moduleGraph, chunkGraph } = compilation;
  const bundled = (module) => chunkGraph.getNumberOfModuleChunks(module) > 0;

  const all = new Set();
  for (const module of compilation.modules) {
    if (bundled(module) && isOwnSource(module)) all.add(fileOf(module));
  }

  /** The bundled source modules that import `stylesheet` (through the CSS wrappers and libraries). */
  const importersOf = (stylesheet) => {
    const roots = new Set();
    const seen = new Set([stylesheet]);
    const queue = [stylesheet];
    while (queue.length) {
      for (const connection of moduleGraph.getIncomingConnections(queue.shift())) {
        const origin = connection.originModule;
        if (!origin || seen.has(origin)) continue;
        seen.add(origin);
        if (isOwnSource(origin)) {
          if (bundled(origin)) roots.add(origin);
        } else queue.push(origin);
      }
    }
    return roots;
  };

  /** The bundled own source files `root` reaches (itself included), statically or by import(). */
  const reachedFrom = new Map();
  const reached = (root) => {
    if (reachedFrom.has(root)) return reachedFrom.get(root);
    const files = new Set();
    const seen = new Set([root]);
    const queue = [root];
    while (queue.length) {
      const module = queue.shift();
      files.add(fileOf(module));
      for (const connection of moduleGraph.getOutgoingConnections(module)) {
        const target = connection.module;
        if (!target || seen.has(target) || !bundled(target) || !isOwnSource(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
    reachedFrom.set(root, files);
    return files;
  };

  const byStylesheet = new Map();
  for (const module of compilation.modules) {
    if (module.type !== CSS_MODULE_TYPE || !bundled(module)) continue;
    const roots = importersOf(module);
    // Imported by no source of this build (an entry stylesheet): everything the build bundled.
    if (roots.size === 0) byStylesheet.set(module, all);
    else byStylesheet.set(module, new Set([...roots].flatMap((root) => [...reached(root)])));
  }
  return { byStylesheet, all };
}

class PurgeBundledCssPlugin {
  /**
   * @param {object} options
   * @param {{ standard?: RegExp[], greedy?: RegExp[] }} options.safelist what PurgeCSS keeps anyway
   * @param {string[]} [options.alsoFrom] files every stylesheet is also purged against (the HTML
   *   template: markup webpack does not bundle)
   */
  constructor({ safelist, alsoFrom = [] }) {
    this.safelist = safelist;
    this.alsoFrom = alsoFrom;
    /** Per emitted CSS file, the source files it was purged against (for tests and debugging). */
    this.purgedAgainst = new Map();
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let found;
      compilation.hooks.afterOptimizeChunks.tap(PLUGIN, () => {
        found = sourcesByStylesheet(compilation);
      });
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        async () => {
          // Never purge against nothing: without the module graph's answer, the CSS stays whole.
          if (!found) return;
          // Each CSS file with the sources of every stylesheet module extracted into it.
          const contentOf = new Map();
          for (const chunk of compilation.chunks) {
            const stylesheets = [
              ...(compilation.chunkGraph.getChunkModulesIterableBySourceType(chunk, CSS_MODULE_TYPE) || []),
            ];
            for (const name of chunk.files) {
              if (!/\.css$/.test(name.replace(/\?.*$/, ''))) continue;
              const files = contentOf.get(name) || new Set(this.alsoFrom);
              const known = stylesheets.map((m) => found.byStylesheet.get(m));
              // A stylesheet we know nothing about: purge against everything the build bundled.
              const sets = known.length && known.every(Boolean) ? known : [found.all];
              for (const set of sets) for (const file of set) files.add(file);
              contentOf.set(name, files);
            }
          }
          const sourceMap = Boolean(compilation.compiler.options.devtool);
          for (const [name, files] of contentOf) {
            const asset = compilation.getAsset(name);
            if (!asset) continue;
            const [result] = await new PurgeCSS().purge({
              content: [...files].sort().map((file) => ({
                raw: fs.readFileSync(file, 'utf8'),
                extension: path.extname(file).slice(1),
              })),
              css: [{ raw: asset.source.source().toString() }],
              safelist: this.safelist,
              // Custom properties and keyframes are all kept (Bootstrap's components use them).
              variables: false,
              keyframes: false,
              sourceMap: sourceMap ? { inline: false, to: name } : false,
            });
            this.purgedAgainst.set(name, [...files].sort());
            let source = new sources.RawSource(result.css);
            if (sourceMap && result.sourceMap) {
              const { source: original, map } = asset.source.sourceAndMap();
              source = new sources.SourceMapSource(
                result.css,
                name,
                result.sourceMap,
                String(original),
                map,
                false,
              );
            }
            compilation.updateAsset(name, source);
          }
        },
      );
    });
  }
}

module.exports = { PurgeBundledCssPlugin, sourcesByStylesheet };
