import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type GatewayProcess, startGatewayProcess } from './gateway-process.js';

/**
 * The Node gateway of `npm start` in front of a replica whose database does not answer: the
 * replica's 503 reaches the client once, at once, with its Retry-After (the page says the service
 * is briefly unavailable), as through nginx.
 */
describe('the Node gateway and a replica that answers 503', () => {
  let replica: http.Server;
  let gateway: GatewayProcess;
  let requests = 0;

  beforeAll(async () => {
    replica = http.createServer((_request, response) => {
      requests++;
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      response.end(JSON.stringify({ success: false, errors: [{ msg: 'The database is not reachable' }] }));
    });
    await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve));
    gateway = await startGatewayProcess([`http://127.0.0.1:${(replica.address() as AddressInfo).port}`]);
  });
  afterAll(async () => {
    await gateway?.stop();
    await new Promise((resolve) => replica?.close(resolve));
  });

  it('passes a GET 503 on as it came, without sending the request again', async () => {
    const started = performance.now();
    const response = await fetch(`${gateway.apiUrl}/teacher/questions?q=water`);
    expect({
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.json(),
    }).toEqual({
      status: 503,
      retryAfter: '5',
      body: { success: false, errors: [{ msg: 'The database is not reachable' }] },
    });
    expect(requests).toBe(1);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
