// Bootstrap's CSS goes to one cascade layer and, in a remote, is scoped to the remote's page.
const { expect, test } = require('@jest/globals');
const { PurgeCSS } = require('purgecss');
const { layerAndScope, pageScopeClass } = require('../bootstrap-css-loader.cjs');
const { purgeSafelist } = require('../index.cjs');

const BOOTSTRAP_LIKE = [
  ':root,[data-bs-theme=light]{--bs-primary:#0d6efd}',
  '[data-bs-theme=dark]{--bs-body-bg:#000}',
  'body{margin:0}',
  '*,::after{box-sizing:border-box}',
  '.btn{--bs-btn-bg:transparent}',
  '.btn-sm{--bs-btn-padding-y:.25rem}',
  '[data-bs-theme=dark] .carousel-control-prev-icon{filter:invert(1)}',
  '@media (prefers-reduced-motion:no-preference){:root{scroll-behavior:smooth}}',
  '@media (min-width:576px){.container{max-width:540px}}',
  '@keyframes spinner-border{to{transform:rotate(360deg)}}',
].join('');

test('the shell: every rule is kept as it is, inside the bootstrap layer', () => {
  const out = layerAndScope(BOOTSTRAP_LIKE, { layer: 'bootstrap' });
  expect(out).toBe(`@layer bootstrap{${BOOTSTRAP_LIKE}}`);
});

test("a remote: rules are scoped to its page; the document's theme and reboot are the shell's", () => {
  const out = layerAndScope(BOOTSTRAP_LIKE, { layer: 'bootstrap', scopeClass: pageScopeClass('mf_auth') });
  expect(out).toBe(
    '@layer bootstrap{' +
      '.mf-page-mf_auth *,.mf-page-mf_auth ::after{box-sizing:border-box}' +
      '.mf-page-mf_auth .btn{--bs-btn-bg:transparent}' +
      '.mf-page-mf_auth .btn-sm{--bs-btn-padding-y:.25rem}' +
      '.mf-page-mf_auth [data-bs-theme=dark] .carousel-control-prev-icon{filter:invert(1)}' +
      '@media (min-width:576px){.mf-page-mf_auth .container{max-width:540px}}' +
      '@keyframes spinner-border{to{transform:rotate(360deg)}}' +
      '}',
  );
});

test("PurgeCSS keeps a remote's scoped rules for the classes its sources use, and only those", async () => {
  const css = layerAndScope('.btn{a:1}.btn-lg{b:1}.card .card-body{c:1}.alert-warning{d:1}table{e:1}', {
    layer: 'bootstrap',
    scopeClass: pageScopeClass('mf_contact'),
  });
  const purge = (rendersMarkdown) =>
    new PurgeCSS()
      .purge({
        content: [{ raw: '<div className="card"><div className="card-body"><button className="btn">', extension: 'tsx' }],
        css: [{ raw: css }],
        safelist: purgeSafelist('mf_contact', true, rendersMarkdown),
      })
      .then(([result]) => result.css);
  expect(await purge(false)).toBe(
    '@layer bootstrap{.mf-page-mf_contact .btn{a:1}.mf-page-mf_contact .card .card-body{c:1}' +
      '.mf-page-mf_contact .alert-warning{d:1}}',
  );
  expect(await purge(true)).toContain('.mf-page-mf_contact table{e:1}');
});

test('a front end that renders Markdown keeps the KaTeX and highlight.js stylesheets whole', async () => {
  const css = '.katex .katex-mathml{position:absolute}.katex-display{display:block}.hljs-keyword{color:red}.unused{x:1}';
  const purge = (rendersMarkdown) =>
    new PurgeCSS()
      .purge({
        content: [{ raw: '<div className="mf-question-answer">', extension: 'tsx' }],
        css: [{ raw: css }],
        safelist: purgeSafelist('mf_question', true, rendersMarkdown),
      })
      .then(([result]) => result.css);
  expect(await purge(true)).toBe('.katex .katex-mathml{position:absolute}.katex-display{display:block}.hljs-keyword{color:red}');
  expect(await purge(false)).toBe('');
});
