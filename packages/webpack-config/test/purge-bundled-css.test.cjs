// Each CSS file is purged against the source modules the build bundled (after tree shaking) that
// its stylesheets' importers reach: a kit part a page uses keeps its rules, a kit part no page
// bundles does not, nor does one only another stylesheet's importer renders.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterAll, beforeAll, expect, test } = require('@jest/globals');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { PurgeBundledCssPlugin } = require('../purge-bundled-css.cjs');

const FIXTURE = path.join(__dirname, 'fixtures/bundled-css');
const app = (file) => path.join(FIXTURE, 'app', file);
const kit = (file) => path.join(FIXTURE, 'kit', file);

let outDir;
let plugin;
let css;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'purge-bundled-css-'));
  plugin = new PurgeBundledCssPlugin({
    safelist: { standard: [], greedy: [] },
    alsoFrom: [app('index.html')],
  });
  const compiler = webpack({
    mode: 'production',
    context: FIXTURE,
    // The page is its own entry (as an exposed module is its own chunk group); index.js loads the
    // standalone page, which renders the page too.
    entry: { main: app('index.js'), page: app('page.js') },
    output: { path: outDir, filename: '[name].js', chunkFilename: '[name].js' },
    devtool: false,
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
    optimization: { minimize: false, splitChunks: false },
    plugins: [new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].css' }), plugin],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))),
  );
  expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
  css = (name) => fs.readFileSync(path.join(outDir, name), 'utf8').replace(/\s+/g, '');
}, 60_000);

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

test('the page keeps the rules of the kit part it imports and of the HTML template, and only those', () => {
  expect(css('page.css')).toBe('.page-text{a:1}.kit-field{b:1}.from-template{e:1}');
  expect(plugin.purgedAgainst.get('page.css')).toEqual([app('index.html'), app('page.js'), kit('Field.js')]);
});

test('a kit part no page of the build imports keeps no rule, though the barrel names it', () => {
  for (const name of ['page.css', 'standalone.css']) {
    expect(css(name)).not.toContain('.kit-badge');
    expect(plugin.purgedAgainst.get(name)).not.toContain(kit('Badge.js'));
    expect(plugin.purgedAgainst.get(name)).not.toContain(kit('index.js'));
  }
});

test('a kit part the build bundles keeps its rules only in the stylesheets of the modules that reach it', () => {
  // The standalone page renders the notices and imports whole.css; the page does not reach them.
  expect(css('page.css')).not.toContain('.kit-notice');
  expect(css('standalone.css')).toContain('.kit-notice{d:1}');
  expect(css('standalone.css')).toContain('.kit-field{b:1}');
  expect(css('standalone.css')).not.toContain('.unused');
  expect(plugin.purgedAgainst.get('standalone.css')).toEqual([
    app('index.html'),
    app('page.js'),
    app('standalone.js'),
    kit('Field.js'),
    kit('Notices.js'),
  ]);
});
