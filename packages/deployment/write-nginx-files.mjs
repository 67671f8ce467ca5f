#!/usr/bin/env node
// The nginx side of this package, run by deploy/nginx/render.sh:
//   node write-nginx-files.mjs gateway|static OUT_DIR
// writes security-headers.conf (both sites) and, for the gateway, config.json, real-ip.conf,
// hide-upstream-security-headers.conf and remote-locations.conf (one /mf/<segment>/ per remote).
// A bad value stops it with a message naming the variable (values land in nginx syntax).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { check, InvalidSetting } from './invalid-setting.mjs';
import { REMOTES, upstreamEnv } from './remotes.mjs';
import { runtimeConfigFromEnv, runtimeConfigJson } from './runtime-config.mjs';
import { securityHeaders } from './security-headers.mjs';
import { fillShellDocument, prerenderedRoutes } from './prerendered-pages.mjs';

const UPSTREAM = '[A-Za-z0-9.-]+:[0-9]{1,5}';

/** Included wherever a location sets its own headers (nginx does not merge add_header levels). */
const addHeaders = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;\n`)
    .join('');

/** The gateway sets one policy for the site: an upstream's own copies never reach the browser. */
const hideUpstreamHeaders = (headers) =>
  [...Object.keys(headers), 'X-Powered-By'].map((name) => `proxy_hide_header ${name};\n`).join('');

/**
 * Re-resolved on every request through a variable (see `resolver` in gateway.conf). The remote's
 * prerendered fragments are included by SSI into the shell's documents (prerendered-locations.conf):
 * asked for uncompressed, and a missing one (or a remote that is down) is an empty answer, so SSI
 * uses its stub instead of including an error page.
 */
function remoteLocation(remote, env) {
  const name = upstreamEnv(remote);
  const upstream = check(name, UPSTREAM, env[name] || `${remote.dir}:8080`);
  const prefix = `/mf/${remote.segment}/`;
  return `location ^~ ${prefix} {
    include hide-upstream-security-headers.conf;
    set $remote_upstream "${upstream}";
    rewrite ^${prefix}(.*)$ /$1 break;
    proxy_pass http://$remote_upstream;

    location ^~ ${prefix}prerendered/ {
        include hide-upstream-security-headers.conf;
        set $remote_upstream "${upstream}";
        rewrite ^${prefix}(.*)$ /$1 break;
        proxy_set_header Host $host;
        proxy_set_header Connection "";
        proxy_set_header Accept-Encoding "";
        proxy_intercept_errors on;
        error_page 404 500 502 503 504 = @prerendered_fragment_missing;
        proxy_pass http://$remote_upstream;
    }
}
`;
}

/**
 * The shell's prerendered documents (shell/dist/prerendered, decision 0005) filled with this
 * deployment's configuration, and one exact location per route serving them with SSI on.
 * @returns {Record<string, string>} file name (under OUT_DIR) -> text
 */
export function prerenderedFiles(staticRoot, outDir, config) {
  const routes = prerenderedRoutes(staticRoot);
  const files = {};
  const locations = ['# One location per route the shell prerenders (its prerendered/routes.json).\n'];
  for (const [route, file] of Object.entries(routes)) {
    const shellDocument = readFileSync(join(staticRoot, 'prerendered', file), 'utf8');
    files[join('prerendered', file)] = fillShellDocument(shellDocument, config);
    locations.push(`location = ${route} {
    root ${join(outDir, 'prerendered')};
    ssi on;
    ssi_last_modified off;
    include security-headers.conf;
    add_header Cache-Control "no-cache";
    try_files /${file} =404;
}
`);
  }
  locations.push(`location @prerendered_fragment_missing {
    return 204;
}
`);
  files['prerendered-locations.conf'] = locations.join('');
  return files;
}

/** One address or CIDR range (IPv4 or IPv6). */
const ADDRESS_OR_RANGE = '[0-9A-Fa-f.:]+(/[0-9]{1,3})?';

/**
 * REAL_IP_FROM: the addresses or ranges of a school's own load balancer in front of the gateway
 * (comma or space separated). Only a peer in them may name the client in X-Forwarded-For (nginx's
 * realip module, the last untrusted address wins); unset, the peer is the client.
 */
export function realIpConf(env) {
  const ranges = (env.REAL_IP_FROM || '').split(/[\s,]+/).filter(Boolean);
  if (ranges.length === 0) return '# REAL_IP_FROM unset: the peer is the client.\n';
  return (
    ranges.map((range) => `set_real_ip_from ${check('REAL_IP_FROM', ADDRESS_OR_RANGE, range)};\n`).join('') +
    'real_ip_header X-Forwarded-For;\nreal_ip_recursive on;\n'
  );
}

export function writeNginxFiles(site, outDir, env = process.env) {
  if (site !== 'gateway' && site !== 'static')
    throw new InvalidSetting(`unknown site '${site}' (gateway or static)`);
  const config = site === 'gateway' ? runtimeConfigFromEnv(env) : null;
  const headers = securityHeaders({ config, env });
  const files = { 'security-headers.conf': addHeaders(headers) };
  if (site === 'gateway') {
    files['hide-upstream-security-headers.conf'] = hideUpstreamHeaders(headers);
    files['remote-locations.conf'] = REMOTES.map((r) => remoteLocation(r, env)).join('');
    files['config.json'] = runtimeConfigJson(config);
    files['real-ip.conf'] = realIpConf(env);
    Object.assign(files, prerenderedFiles(env.STATIC_ROOT || '/usr/share/nginx/html', outDir, config));
  }
  mkdirSync(join(outDir, 'prerendered'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  try {
    const [site, outDir] = process.argv.slice(2);
    if (!outDir) throw new InvalidSetting('usage: write-nginx-files.mjs gateway|static OUT_DIR');
    writeNginxFiles(site, outDir);
  } catch (error) {
    console.error(`render.sh: ${error instanceof InvalidSetting ? error.message : error}`);
    process.exit(1);
  }
}
