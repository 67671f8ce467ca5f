import { ROUTES, type AnyRoute } from '@elearning/contract/routes';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * The contract's route table (packages/contract/src/routes.ts, decision 0011) against the real app:
 * the front ends build every path from the table, so an endpoint the backend serves under another
 * method or path, or one the table does not know, fails here by name.
 */

/** In the table but left out of the OpenAPI document on purpose (operators only: @ApiExcludeController). */
const UNDOCUMENTED: readonly AnyRoute[] = [ROUTES.metrics];

const OPERATIONS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** '/teacher/questions/:id' as OpenAPI writes it: '/teacher/questions/{id}'. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the route table is the API the backend serves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("the OpenAPI document has exactly the table's (method, path) pairs", async () => {
    const spec = await t.http().get('/docs-json').expect(200);
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(spec.body.paths as Record<string, object>)) {
      for (const operation of Object.keys(item).filter((key) => OPERATIONS.includes(key))) {
        documented.add(`${operation.toUpperCase()} ${path}`);
      }
    }
    const table = new Map(
      Object.entries(ROUTES)
        .filter(([, route]) => !UNDOCUMENTED.includes(route))
        .map(([name, route]) => [`${route.method} ${openApiPath(route.path)}`, name]),
    );
    expect({
      servedButNotInTheTable: [...documented].filter((pair) => !table.has(pair)).sort(),
      inTheTableButNotServed: [...table]
        .filter(([pair]) => !documented.has(pair))
        .map(([pair, name]) => `ROUTES.${name}: ${pair}`)
        .sort(),
    }).toEqual({ servedButNotInTheTable: [], inTheTableButNotServed: [] });
  });

  it("every route of the table is in the server's router (those left out of the document too)", () => {
    const fastify = t.app.getHttpAdapter().getInstance();
    const missing = Object.entries(ROUTES)
      .filter(([, route]) => !fastify.hasRoute({ method: route.method, url: route.path }))
      .map(([name, route]) => `ROUTES.${name}: ${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });
});
