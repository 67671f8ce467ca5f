// A remote's container uses the federation runtime core of the shell that loads it (decision 0008):
// its build marks `@module-federation/runtime-core` as the global the shell provides. The remote's
// own standalone page has no shell, so this plugin builds that runtime core once as a small script
// (`federation-runtime.js`, not federated itself) and puts it in the standalone page before main.js.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'StandaloneRuntime';
const FILE = 'federation-runtime.js';
const PROVIDER = path.join(__dirname, 'provide-runtime-core.mjs');

function buildProvider(webpack, outDir) {
  return new Promise((resolve, reject) => {
    const compiler = webpack({
      mode: 'production',
      target: 'web',
      entry: PROVIDER,
      devtool: false,
      output: { path: outDir, filename: FILE, clean: true },
      // The same cut-down runtime as the containers': no snapshot or remote loading, browser only.
      plugins: [
        new webpack.DefinePlugin({
          FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
          FEDERATION_OPTIMIZE_NO_REMOTE: true,
          ENV_TARGET: JSON.stringify('web'),
        }),
      ],
    });
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(fs.readFileSync(path.join(outDir, FILE), 'utf8'));
    });
  });
}

class StandaloneRuntimePlugin {
  apply(compiler) {
    let source;
    compiler.hooks.make.tapPromise(PLUGIN, async () => {
      source ??= await buildProvider(
        compiler.webpack,
        path.join(compiler.context, 'node_modules', '.cache', 'standalone-runtime'),
      );
    });
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (source) compilation.emitAsset(FILE, new compiler.webpack.sources.RawSource(source));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (groups) => {
        const scripts = [...groups.headTags, ...groups.bodyTags].filter((tag) => tag.tagName === 'script');
        const first = scripts[0];
        if (!first) return groups;
        const src = String(first.attributes.src).replace(/[^/]*$/, FILE);
        const target = groups.headTags.includes(first) ? groups.headTags : groups.bodyTags;
        target.splice(target.indexOf(first), 0, { ...first, attributes: { ...first.attributes, src } });
        return groups;
      });
    });
  }
}

module.exports = { StandaloneRuntimePlugin, PROVIDE_RUNTIME_CORE: PROVIDER };
