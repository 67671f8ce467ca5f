// Prerendered pages (decision 0005): the shell's build writes one document per prerendered route
// (its navigation and footer, `shell/dist/prerendered/<name>.html`, listed in `routes.json`), with
// SSI directives where the page's remote fragments go; each remote's build writes those fragments
// (`<remote dist>/prerendered/<name>.head.html`, `.body.html`). The gateways put them together on
// every request: nginx with its SSI module, the Node gateway with `includeFragments` below (the
// same subset: `block` and `include virtual=... stub=...`). So a redeployed remote shows its new
// markup at once, without a shell rebuild, and a redeployed shell its new navigation.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The runtime configuration the shell's document is prerendered with: values found nowhere else,
 * replaced by the gateway (`fillShellDocument`) with the deployment's own, HTML-escaped.
 */
export const PRERENDER_CONFIG = Object.freeze({
  apiBase: '/api',
  remotes: {},
  contact: Object.freeze({ phone: '+100000000001', email: 'prerender-contact@example.invalid' }),
  profileUrl: 'https://prerender-profile.example.invalid/',
  firebase: null,
});

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]);

/** The footer's telephone link: the digits and + of the number (as shell/src/components/SiteFooter.tsx). */
const telOf = (phone) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The shell's prerendered document with the deployment's configuration in place of PRERENDER_CONFIG's. */
export function fillShellDocument(html, config) {
  const { contact, profileUrl } = PRERENDER_CONFIG;
  return html
    .replaceAll(escapeHtml(telOf(contact.phone)), escapeHtml(telOf(config.contact.phone)))
    .replaceAll(escapeHtml(contact.phone), escapeHtml(config.contact.phone))
    .replaceAll(escapeHtml(contact.email), escapeHtml(config.contact.email))
    .replaceAll(escapeHtml(profileUrl), escapeHtml(config.profileUrl));
}

/** Route path -> file name under `<shell dist>/prerendered/` (none when the shell has none). */
export function prerenderedRoutes(shellDir) {
  const list = join(shellDir, 'prerendered', 'routes.json');
  if (!existsSync(list)) return {};
  const routes = JSON.parse(readFileSync(list, 'utf8'));
  for (const [path, file] of Object.entries(routes)) {
    if (!/^\/[a-z0-9/-]*$/.test(path) || !/^[a-z0-9-]+\.html$/.test(file))
      throw new Error(`prerendered/routes.json: unexpected entry ${path} -> ${file}`);
  }
  return routes;
}

const BLOCK = /<!--# block name="([A-Za-z0-9_]+)" -->([\s\S]*?)<!--# endblock -->/g;
const INCLUDE = /<!--# include virtual="([^"]+)"(?: stub="([A-Za-z0-9_]+)")? -->/g;

/**
 * nginx's SSI for the two commands the prerendered documents use. `readVirtual(path)` returns the
 * included file's text, or undefined when it cannot (a missing file, a remote that is down): then
 * the named stub block stands in, as in nginx.
 */
export async function includeFragments(html, readVirtual) {
  const blocks = new Map();
  const withoutBlocks = html.replace(BLOCK, (_, name, body) => {
    blocks.set(name, body);
    return '';
  });
  const parts = [];
  let last = 0;
  for (const match of withoutBlocks.matchAll(INCLUDE)) {
    parts.push(withoutBlocks.slice(last, match.index));
    const included = await readVirtual(match[1]);
    parts.push(included ?? blocks.get(match[2]) ?? '');
    last = match.index + match[0].length;
  }
  parts.push(withoutBlocks.slice(last));
  return parts.join('');
}
