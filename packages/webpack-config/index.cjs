// One config for the shell and the four remotes, so they stay alike.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Singletons: exactly one React and one router in the page, whichever app loads first. */
function sharedSingletons(pkgDeps) {
  const shared = {};
  for (const name of ['react', 'react-dom', 'react-router', 'react-router-dom']) {
    shared[name] = { singleton: true, requiredVersion: pkgDeps[name] || false };
  }
  shared['react-dom/client'] = { singleton: true, requiredVersion: pkgDeps['react-dom'] || false };
  return shared;
}

/**
 * @param {object} o
 * @param {string} o.dir        the workspace folder (__dirname of its webpack.config)
 * @param {string} o.name       federation name, e.g. "mf_auth"
 * @param {Record<string,string>} [o.exposes]  what a remote exposes
 * @param {number} o.port       dev-server port
 * @param {string} [o.title]    title of the standalone page
 * @param {string} [o.publicPath] 'auto' (default) for remotes; the shell uses '/' so deep links
 *                                 (SPA fallback at /a/b) still find main.js
 */
module.exports = function createConfig({ dir, name, exposes, port, title, publicPath = 'auto' }) {
  const pkg = require(path.join(dir, 'package.json'));
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
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
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // The contract is ESM TypeScript with `.js` endings on relative imports.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !prod } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          // `import icon from 'bootstrap-icons/icons/x.svg?raw'`: inline SVG text, no icon font.
          { test: /\.svg$/, resourceQuery: /raw/, type: 'asset/source' },
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
          shared: sharedSingletons(deps),
          manifest: true,
          dts: false,
        }),
        new MiniCssExtractPlugin({ filename: prod ? '[name].[contenthash:8].css' : '[name].css' }),
        new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), title: title || name }),
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
