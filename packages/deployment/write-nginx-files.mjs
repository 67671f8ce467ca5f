#!/usr/bin/env node
// The nginx side of this package, run by deploy/nginx/render.sh:
//   node write-nginx-files.mjs gateway|static OUT_DIR
// writes security-headers.conf (both sites) and, for the gateway, config.json,
// hide-upstream-security-headers.conf and remote-locations.conf (one /mf/<segment>/ per remote).
// A bad value stops it with a message naming the variable (values land in nginx syntax).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { check, InvalidSetting } from './invalid-setting.mjs';
import { REMOTES, upstreamEnv } from './remotes.mjs';
import { runtimeConfigFromEnv, runtimeConfigJson } from './runtime-config.mjs';
import { securityHeaders } from './security-headers.mjs';

const UPSTREAM = '[A-Za-z0-9.-]+:[0-9]{1,5}';

/** Included wherever a location sets its own headers (nginx does not merge add_header levels). */
const addHeaders = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;\n`)
    .join('');

/** The gateway sets one policy for the site: an upstream's own copies never reach the browser. */
const hideUpstreamHeaders = (headers) =>
  [...Object.keys(headers), 'X-Powered-By'].map((name) => `proxy_hide_header ${name};\n`).join('');

/** Re-resolved on every request through a variable (see `resolver` in gateway.conf). */
function remoteLocation(remote, env) {
  const name = upstreamEnv(remote);
  const upstream = check(name, UPSTREAM, env[name] || `${remote.dir}:8080`);
  return `location ^~ /mf/${remote.segment}/ {
    include hide-upstream-security-headers.conf;
    set $remote_upstream "${upstream}";
    rewrite ^/mf/${remote.segment}/(.*)$ /$1 break;
    proxy_pass http://$remote_upstream;
}
`;
}

export function writeNginxFiles(site, outDir, env = process.env) {
  if (site !== 'gateway' && site !== 'static') throw new InvalidSetting(`unknown site '${site}' (gateway or static)`);
  const config = site === 'gateway' ? runtimeConfigFromEnv(env) : null;
  const headers = securityHeaders({ config, env });
  const files = { 'security-headers.conf': addHeaders(headers) };
  if (site === 'gateway') {
    files['hide-upstream-security-headers.conf'] = hideUpstreamHeaders(headers);
    files['remote-locations.conf'] = REMOTES.map((r) => remoteLocation(r, env)).join('');
    files['config.json'] = runtimeConfigJson(config);
  }
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
