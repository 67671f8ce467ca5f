// Puts Bootstrap's CSS in the `bootstrap` cascade layer and, in a remote, scopes it to the remote's
// page. Every front end ships only the Bootstrap rules its own sources use; two such
// subsets in one page would otherwise override each other by load order (a remote's `.btn` loaded
// after the shell's `.btn-sm` resizes the shell's buttons). Layered, the front ends' own CSS
// (unlayered) still beats Bootstrap; scoped, a remote's rules match only inside its page and,
// one class more specific, beat the shell's copy there while keeping Bootstrap's own order.
const postcss = require('postcss');

/** The class the shell puts on the element around a remote's page, e.g. `mf-page-mf_auth`. */
const pageScopeClass = (remoteName) => `mf-page-${remoteName}`;

/**
 * Rules on the document itself: the theme's custom properties (`:root`, `[data-bs-theme=…]`) and the
 * reboot of html/body. In a remote's scoped copy they are left out: the page inherits the shell's
 * theme (re-declaring it on the page would undo any theme the shell sets, and cost 2.4 KB gzipped).
 */
const DOCUMENT_SELECTOR = /^(:root|html|body|\[data-bs-theme=[\w"']+\])$/;

/** @param {string} css @param {{ layer: string, scopeClass?: string }} options */
function layerAndScope(css, { layer, scopeClass }) {
  const root = postcss.parse(css);
  if (scopeClass) {
    const scope = `.${scopeClass}`;
    root.walkRules((rule) => {
      // Keyframe steps (from, to, 50%) are not selectors.
      if (rule.parent && rule.parent.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
      const selectors = rule.selectors.map((s) => s.trim()).filter((s) => !DOCUMENT_SELECTOR.test(s));
      if (selectors.length === 0) rule.remove();
      else rule.selectors = selectors.map((selector) => `${scope} ${selector}`);
    });
    // An @media or @supports left empty by the removals.
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
    });
  }
  const wrapper = postcss.atRule({ name: 'layer', params: layer });
  wrapper.append(root.nodes);
  root.removeAll();
  root.append(wrapper);
  return root.toString();
}

module.exports = function bootstrapCssLoader(source) {
  return layerAndScope(String(source), this.getOptions());
};
module.exports.layerAndScope = layerAndScope;
module.exports.pageScopeClass = pageScopeClass;
