// What the security review asked of both gateways, the images' nginx (deploy/nginx) and the Node
// gateway of `npm start` (scripts/gateway.mjs), each run here for real in front of the API stand-in:
// - their access logs name paths, never query strings (a reset or invitation token must not reach
//   a log), nor the Referer's;
// - slow clients cannot hold connections: headers and bodies that do not arrive are cut within
//   CLIENT_HEADER_TIMEOUT / CLIENT_BODY_TIMEOUT, one address holds at most CONNECTIONS_PER_ADDRESS,
//   an IPv6 client is counted by its /64;
// - and an answer stream silent for longer than all of those still arrives whole.
// docs/deploy.md#limits and #security-on-the-gateway.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '@elearning/deployment/remotes.cjs';
import { startApiUpstream, startNodeGateway } from './http';
import { ensureBuilt, repoPath } from './repo';
import { startGateway } from './start-gateway.cjs';

/** Short limits, so each test takes seconds: the defaults are 10s, 10s, 30s, 15s. */
const SHORT = {
  CLIENT_HEADER_TIMEOUT: '1s',
  CLIENT_BODY_TIMEOUT: '1s',
  SEND_TIMEOUT: '1s',
  KEEPALIVE_TIMEOUT: '1s',
};

let api: Awaited<ReturnType<typeof startApiUpstream>>;
const stops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  await ensureBuilt('shell');
  api = await startApiUpstream();
}, 600_000);

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  await api?.close();
});

type Gateway = { url: string; port: number; logs: () => string };

async function bothGateways(env: Record<string, string>): Promise<Record<'nginx' | 'node', Gateway>> {
  const nginx = await startGateway({
    staticRoot: repoPath('shell', 'dist'),
    upstreams: { ...Object.fromEntries(REMOTES.map((r) => [r.segment, 1])), backend: api.port },
    env,
  });
  stops.push(nginx.stop);
  const node = await startNodeGateway({ apiPort: api.port, env: { ...env, GATEWAY_ACCESS_LOG: '1' } });
  stops.push(node.stop);
  return { nginx, node };
}

interface Answer {
  status: number;
  body: string;
  /** ms from the request to each chunk of the body */
  chunkTimes: number[];
}
/** One request on its own connection (no keep-alive agent), from `localAddress` if given. */
function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress,
  }: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const req = http.request(url, { method, headers, agent: false, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      const chunkTimes: number[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        chunkTimes.push(Date.now() - started);
      });
      // latin1: byte for byte (nginx's binary IPv4 key below); the other bodies are ASCII.
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1'), chunkTimes }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A raw connection that sends `start`, then `drip` every 300 ms (headers that never end, a body
 * that stops): resolves with the ms until the gateway closed it, or `giveUpMs` if it never did.
 */
function slowClient(
  port: number,
  start: string,
  drip: string | null,
  giveUpMs = 8000,
): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(start));
    const dripping =
      drip === null ? undefined : setInterval(() => socket.writable && socket.write(drip), 300);
    const finish = (closedAfterMs: number) => {
      clearInterval(dripping);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, answer });
    };
    const giveUp = setTimeout(() => finish(giveUpMs), giveUpMs);
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => finish(Date.now() - started));
  });
}

async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
  if (!check()) throw new Error(`never happened: ${what}`);
}

describe('both gateways with short client timeouts', () => {
  let gateways: Record<'nginx' | 'node', Gateway>;
  beforeAll(async () => {
    gateways = await bothGateways(SHORT);
  }, 60_000);

  test.each(['nginx', 'node'] as const)(
    "%s: the access log names paths only, never a query string or the Referer's",
    async (name) => {
      const gateway = gateways[name];
      const referer = 'http://school.example/reset-password?token=SECRET-REFERER#also';
      const page = await send(`${gateway.url}/reset-password?token=SECRET-PAGE`, {
        headers: { Referer: referer },
      });
      expect(page.status).toBe(200);
      const api = await send(`${gateway.url}/api/auth/reset?token=SECRET-API&x=1`, {
        method: 'POST',
        headers: { Referer: referer, 'Content-Type': 'application/json' },
        body: '{}',
      });
      // The backend still gets the whole URL: only the log leaves the query out.
      expect(JSON.parse(api.body)).toMatchObject({ url: '/auth/reset?token=SECRET-API&x=1' });
      await eventually(() => gateway.logs().includes('/api/auth/reset'), `${name} logged the API request`);
      const logs = gateway.logs();
      expect(logs).toContain('/reset-password');
      expect(logs).not.toMatch(/SECRET|token=/);
      if (name === 'nginx') expect(logs).toContain('"http://school.example/reset-password"');
    },
  );

  test.each(['nginx', 'node'] as const)(
    '%s: a client sending its headers slowly is disconnected within CLIENT_HEADER_TIMEOUT',
    async (name) => {
      // Slowloris: a header line every 300 ms, never the blank line that ends them.
      const { closedAfterMs } = await slowClient(
        gateways[name].port,
        'GET / HTTP/1.1\r\nHost: school\r\n',
        'X-Slow: 1\r\n',
      );
      // 1 s, plus up to the 1 s between Node's checks; the defaults would keep it 60 s.
      expect(closedAfterMs).toBeGreaterThanOrEqual(900);
      expect(closedAfterMs).toBeLessThan(3500);
      expect((await send(`${gateways[name].url}/healthz`)).status).toBe(200);
    },
  );

  test.each(['nginx', 'node'] as const)(
    '%s: a request body that stops arriving is cut within CLIENT_BODY_TIMEOUT (Node: the whole request, headers + body)',
    async (name) => {
      const { closedAfterMs } = await slowClient(
        gateways[name].port,
        'POST /api/contact/addquery HTTP/1.1\r\nHost: school\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
        null,
      );
      expect(closedAfterMs).toBeGreaterThanOrEqual(900);
      expect(closedAfterMs).toBeLessThan(4500);
    },
  );

  test.each([
    ['nginx', '/api/silent-stream'],
    ['nginx', '/api/ques/silent/answer'],
    ['node', '/api/silent-stream'],
    ['node', '/api/ques/silent/answer'],
  ] as const)(
    '%s: an answer stream silent for 2.5 s at a time (longer than every client timeout) arrives whole at %s',
    async (name, route) => {
      const answer = await send(`${gateways[name].url}${route}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: '{}',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.match(/^data: /gm)).toHaveLength(3);
      // Unbuffered: the first event long before the last, which came after 5 s.
      expect(answer.chunkTimes[0]).toBeLessThan(1500);
      expect(answer.chunkTimes.at(-1)).toBeGreaterThanOrEqual(4500);
    },
    20_000,
  );
});

describe('connections per address', () => {
  let gateways: Record<'nginx' | 'node', Gateway>;
  beforeAll(async () => {
    gateways = await bothGateways({ CONNECTIONS_PER_ADDRESS: '2' });
  }, 60_000);

  test.each(['nginx', 'node'] as const)(
    '%s: one address holds at most CONNECTIONS_PER_ADDRESS; others are served meanwhile',
    async (name) => {
      const { url } = gateways[name];
      // Two answer streams held open (about 5 s each) from 127.0.0.1.
      const held = [1, 2].map(() => send(`${url}/api/silent-stream`, { method: 'POST', body: '{}' }));
      await new Promise((r) => setTimeout(r, 700));
      // A third connection from the same address, for any path: nginx answers 429 (the API's
      // error shape), the Node gateway closes it at once.
      const third = await send(`${url}/`).catch((error: NodeJS.ErrnoException) => ({
        status: 0,
        body: error.code ?? '',
        chunkTimes: [],
      }));
      if (name === 'nginx') {
        expect(third.status).toBe(429);
        expect(JSON.parse(third.body)).toEqual({
          success: false,
          errors: [{ msg: expect.stringMatching(/^Too many requests/) }],
        });
      } else {
        expect(third).toMatchObject({ status: 0, body: expect.stringMatching(/ECONNRESET|EPIPE/) });
      }
      // Another address (any 127.x is this machine) is not affected.
      expect((await send(`${url}/`, { localAddress: '127.0.0.2' })).status).toBe(200);
      for (const answer of await Promise.all(held)) expect(answer.body.match(/^data: /gm)).toHaveLength(3);
      await new Promise((r) => setTimeout(r, 200));
      expect((await send(`${url}/`)).status).toBe(200);
    },
    30_000,
  );
});

describe('an IPv6 client is counted by its /64', () => {
  /** The first four groups of an IPv6 address, as the backend's clientAddressKey writes its key. */
  function expected(address: string): string {
    const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
    const [head = '', tail = ''] = canonical.split('::');
    const headGroups = head ? head.split(':') : [];
    const tailGroups = tail ? tail.split(':') : [];
    const groups = canonical.includes('::')
      ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
      : headGroups;
    return `${groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  // Every place "::" can stand in an address (before, inside or after the first four groups).
  const ADDRESSES = [
    '2001:db8:1:2:3:4:5:6',
    '2001:0db8:0001:0002:0000:0000:0000:0001',
    '2001:db8:1:2::',
    '2001:db8:1::5:6',
    '2001:db8::1',
    '2001:db8:0:0:1:2:3:4',
    '2001::2:3:4:5:6',
    '2001::3:4:5:6',
    '2001::1',
    '::1:2:3:4:5:6',
    '::1:2:3:4:5',
    '::1:2',
    '::1',
    '::',
    '1:0:0:2:0:0:0:3',
    'fe80:0:0:0:aaaa:bbbb:cccc:dddd',
  ];

  test("nginx's $client_key (deploy/nginx/http-common.conf) and the Node gateway's addressKey agree with the backend's key", async () => {
    // The shipped http-common.conf in a small nginx that trusts this machine's X-Forwarded-For
    // (as with REAL_IP_FROM) and answers with the key of the client it names.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-client-key-'));
    copyFileSync(repoPath('deploy', 'nginx', 'http-common.conf'), path.join(dir, 'http-common.conf'));
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    writeFileSync(
      path.join(dir, 'key.conf'),
      `pid ${dir}/nginx.pid; error_log stderr warn; events {}
       http { include http-common.conf; access_log off; client_body_temp_path ${dir};
         proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
         server { listen 127.0.0.1:${port}; set_real_ip_from 127.0.0.0/8; real_ip_header X-Forwarded-For;
           location / { default_type text/plain; return 200 "$client_key"; } } }`,
    );
    const globals = `daemon off;${process.getuid?.() === 0 ? ' user root;' : ''}`;
    const nginx = spawn(
      process.env.NGINX_BIN || '/usr/sbin/nginx',
      ['-p', dir, '-c', path.join(dir, 'key.conf'), '-g', globals],
      {
        stdio: 'ignore',
      },
    );
    try {
      for (let i = 0; i < 50; i++) {
        if (
          await send(`http://127.0.0.1:${port}/`).then(
            () => true,
            () => false,
          )
        )
          break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const fromNginx: Record<string, string> = {};
      for (const address of ADDRESSES)
        fromNginx[address] = (
          await send(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': address } })
        ).body;
      const fromNode = JSON.parse(
        execFileSync(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `import { addressKey } from ${JSON.stringify(repoPath('scripts', 'gateway.mjs'))};` +
              `console.log(JSON.stringify(Object.fromEntries(${JSON.stringify(ADDRESSES)}.map((a) => [a, addressKey(a)]))));`,
          ],
          { encoding: 'utf8' },
        ),
      ) as Record<string, string>;
      const want = Object.fromEntries(ADDRESSES.map((a) => [a, expected(a)]));
      expect(fromNginx).toEqual(want);
      expect(fromNode).toEqual(want);
      // IPv4 stays per address (nginx's 4-byte binary form; Node's text).
      const ipv4 = await send(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': '192.0.2.7' } });
      expect(Buffer.from(ipv4.body, 'latin1')).toEqual(Buffer.from([192, 0, 2, 7]));
    } finally {
      nginx.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('nginx limits one /64 as one client: addresses of the same /64 share the sign-in limit, the next /64 does not', async () => {
    const gateway = await startGateway({
      staticRoot: repoPath('shell', 'dist'),
      upstreams: { ...Object.fromEntries(REMOTES.map((r) => [r.segment, 1])), backend: api.port },
      // A load balancer on this machine names the clients (REAL_IP_FROM), as behind an Ingress.
      env: { REAL_IP_FROM: '127.0.0.0/8', NGINX_AUTH_RATE: '1r/m', NGINX_AUTH_BURST: '1' },
    });
    stops.push(gateway.stop);
    const login = async (client: string) =>
      (
        await send(`${gateway.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'X-Forwarded-For': client, 'Content-Type': 'application/json' },
          body: '{}',
        })
      ).status;
    expect([
      await login('2001:db8:1:2::1'),
      await login('2001:db8:1:2::ffff'),
      await login('2001:db8:1:2:aaaa:bbbb:cccc:dddd'),
      await login('2001:db8:1:3::1'),
    ]).toEqual([200, 200, 429, 200]);
  });
});
