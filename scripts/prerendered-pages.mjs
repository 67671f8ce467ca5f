// The Node gateway's side of prerendered pages (decision 0005; nginx: deploy/nginx/gateway.conf.template
// and packages/deployment/write-nginx-files.mjs): for each route in the shell's
// prerendered/routes.json, the shell's document for it, filled with this deployment's configuration,
// with the remote's fragments included from its current build (or the stub when it is down).
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { fillShellDocument, includeFragments, prerenderedRoutes } from '@elearning/deployment';

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {object} o
 * @param {string} o.shellDir
 * @param {{ prefix: string, dir: string, segment?: string }[]} o.roots   the gateway's static roots
 * @param {(segment: string) => boolean} o.isDown  a remote stopped by the e2e tests' hook
 * @param {import('@elearning/deployment').RuntimeConfig} o.config
 */
export function registerPrerenderedPages(app, { shellDir, roots, isDown, config }) {
  /** A file of a remote's build, as `include virtual` names it (/mf/<segment>/...). */
  const readVirtual = async (path) => {
    const root = roots.find((r) => r.segment && path.startsWith(r.prefix));
    if (!root || isDown(root.segment)) return undefined;
    const file = resolve(root.dir, `.${path.slice(root.prefix.length - 1)}`);
    if (!file.startsWith(root.dir + sep)) return undefined;
    return readFile(file, 'utf8').catch(() => undefined);
  };
  for (const [route, file] of Object.entries(prerenderedRoutes(shellDir))) {
    app.get(route, async (_request, reply) => {
      const shellDocument = await readFile(join(shellDir, 'prerendered', file), 'utf8');
      const html = await includeFragments(fillShellDocument(shellDocument, config), readVirtual);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  }
}
