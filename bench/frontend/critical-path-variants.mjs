// What the first paint of the prerendered pages would gain from ways to get their stylesheets
// sooner that the working tree does not take, measured beside the build as it is, on the phone
// profile of page-load.mjs (paint only, no input). The same build behind a small proxy, in three forms:
//   as built            the gateway's document as it is (proxied like the others, so alike);
//   Link preload        the document's response also carries `Link: <css>; rel=preload; as=style`
//                       for each of its stylesheets (the browser asks for them while it is still
//                       setting up the document, instead of once its parser has started);
//   Link preload, shell CSS   the same for the shell's stylesheet only (what a gateway knows
//                       without reading the slice's fragment);
//   inline <style>      each stylesheet's text in the document (no request after it); the
//                       Content-Security-Policy's style-src is dropped for this variant only,
//                       since the policy allows no <style> element;
//   critical subset     each stylesheet replaced by the part of it the document uses (PurgeCSS
//                       against the document, the menu's open state kept): what less CSS saves in
//                       bytes and in style work (the rest would have to come before the shell).
//
//   node bench/frontend/critical-path-variants.mjs [<checkout>]     RUNS=5 PAGES=/,/login
import http from 'node:http';
import os from 'node:os';
import { resolve } from 'node:path';
import zlib from 'node:zlib';
import { PurgeCSS } from 'purgecss';
import { criticalPathTable, measurePageLoads, startFloor, startFrontEnds } from './page-load.mjs';

const STYLESHEET = /<link (?:href="([^"]+)" rel="stylesheet"|rel="stylesheet" href="([^"]+)")\/?>/g;

/** GET `url` as the proxy's upstream; uncompressed unless `encoding` is passed through. */
const fetchRaw = (url, encoding) =>
  new Promise((done, fail) =>
    http
      .get(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', fail),
  );

/** Subsets of stylesheets served by the 'critical subset' variant: path -> CSS. */
const subsets = new Map();
/** That variant's documents, rewritten once per path (purging takes a while). */
const subsetDocuments = new Map();

/** Each stylesheet purged against the document (PurgeCSS; the menu's open state kept). */
async function linkSubsets(html, hrefs, upstream) {
  let rewritten = html;
  for (const href of hrefs) {
    const css = (await fetchRaw(upstream + href)).body.toString('utf8');
    const [purged] = await new PurgeCSS().purge({
      content: [{ raw: html, extension: 'html' }],
      css: [{ raw: css }],
      safelist: { standard: ['show', 'collapsing'] },
    });
    const path = `/__subset${href}`;
    subsets.set(path, purged.css);
    rewritten = rewritten.replace(STYLESHEET, (tag, a, b) =>
      (a || b) === href ? `<link rel="stylesheet" href="${path}">` : tag,
    );
  }
  return rewritten;
}

/** The document rewritten for `variant` (headers changed in place). */
async function rewrite(variant, html, headers, upstream, url) {
  const hrefs = [...html.matchAll(STYLESHEET)].map((m) => m[1] || m[2]);
  if (variant === 'critical subset') {
    if (!subsetDocuments.has(url)) subsetDocuments.set(url, await linkSubsets(html, hrefs, upstream));
    return subsetDocuments.get(url);
  }
  if (variant.startsWith('Link preload')) {
    // The shell's own stylesheet is known when the shell is built; a slice's only once the gateway
    // has included its fragment.
    const known = variant === 'Link preload, shell CSS' ? hrefs.filter((h) => !h.startsWith('/mf/')) : hrefs;
    headers.link = known.map((href) => `<${href}>; rel=preload; as=style`).join(', ');
    return html;
  }
  let inlined = html;
  for (const href of hrefs) {
    const css = (await fetchRaw(upstream + href)).body
      .toString('utf8')
      .replace(/\/\*# sourceMappingURL=[^*]*\*\//, '');
    inlined = inlined.replace(STYLESHEET, (tag, a, b) => ((a || b) === href ? `<style>${css}</style>` : tag));
  }
  headers['content-security-policy'] = String(headers['content-security-policy']).replace(
    /style-src [^;]*;\s*/,
    '',
  );
  return inlined;
}

/** A proxy in front of `upstream` serving its documents as `variant` (gzipped like the gateway's). */
function startVariant(variant, upstream) {
  const server = http.createServer(async (req, res) => {
    const passThrough = variant === 'as built';
    if (subsets.has(req.url)) {
      const css = zlib.gzipSync(subsets.get(req.url), { level: 9 });
      res.writeHead(200, {
        'content-type': 'text/css',
        'content-encoding': 'gzip',
        'content-length': css.length,
      });
      return res.end(css);
    }
    const up = await fetchRaw(upstream + req.url, passThrough ? req.headers['accept-encoding'] : undefined);
    const headers = { ...up.headers };
    delete headers['transfer-encoding'];
    let body = up.body;
    if (!passThrough) {
      if (/^text\/html/.test(headers['content-type'] ?? ''))
        body = Buffer.from(await rewrite(variant, body.toString('utf8'), headers, upstream, req.url));
      if (
        /^(text\/html|text\/css|application\/javascript)/.test(headers['content-type'] ?? '') &&
        body.length > 1024
      ) {
        body = zlib.gzipSync(body, { level: 9 });
        headers['content-encoding'] = 'gzip';
      }
    }
    headers['content-length'] = body.length;
    res.writeHead(up.status, headers);
    res.end(body);
  });
  return new Promise((ready) =>
    server.listen(0, '127.0.0.1', () =>
      ready({
        url: `http://localhost:${server.address().port}`,
        stop: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const checkout = resolve(process.argv[2] ?? '.');
  const runs = Number(process.env.RUNS || 5);
  const pages = (process.env.PAGES || '/,/about,/login,/signup').split(',');
  const started = [];
  try {
    const gateway = await startFrontEnds(checkout);
    started.push(gateway);
    const targets = [];
    for (const variant of [
      'as built',
      'Link preload',
      'Link preload, shell CSS',
      'inline <style>',
      'critical subset',
    ]) {
      const proxy = await startVariant(variant, gateway.url);
      started.push(proxy);
      // Rewritten once before the loads (the subsets take a while to purge).
      for (const page of pages) await fetchRaw(proxy.url + page);
      targets.push({ label: variant, url: proxy.url, paintOnly: true });
    }
    const floor = await startFloor();
    started.push(floor);
    targets.push({ label: 'static floor', url: floor.url, floor: true, pages: ['/'] });
    const loadBefore = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const rows = await measurePageLoads(targets, { runs, pages });
    const loadAfter = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `\n${new Date().toISOString()}, ${checkout}, load average ${loadBefore} -> ${loadAfter}; ${runs} cold loads per page, alternating\n`,
    );
    console.log(
      criticalPathTable(rows)
        .replace('| FCP | LCP |', '| FCP | LCP (min–max) |')
        .split('\n')
        .map((line, i) =>
          i < 2
            ? line
            : line.replace(/\| ([0-9]+ ms) \|$/, (m, lcp) => `| ${lcp} (${rangeOf(rows[i - 2])}) |`),
        )
        .join('\n'),
    );
  } finally {
    for (const s of started.reverse()) await s.stop();
  }
}

function rangeOf(row) {
  return row.lcpRange.map((v) => (v / 1000).toFixed(2)).join('–') + ' s';
}
