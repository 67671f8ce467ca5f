// What the gateway tests share: a raw HTTP client, a stand-in for the backend, the Node gateway.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { repoPath } from './repo';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** ms since the request was sent, for each chunk of the body as it arrived */
  chunkTimes: number[];
}

/** A plain HTTP request that keeps the body as sent (no automatic gunzip) and times each chunk. */
export function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      const chunkTimes: number[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        chunkTimes.push(Date.now() - started);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), chunkTimes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * Stand-in for the backend at its network boundary: what the gateway must forward (health, a
 * streamed answer one event every 200 ms, and an echo of what arrived), nothing more.
 */
export interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyBytes: number;
  /** `name` of the stand-in that answered (several stand in for backend replicas). */
  servedBy: string;
}
export function startApiUpstream({ host = '127.0.0.1', port = 0, name = 'backend' } = {}): Promise<{
  port: number;
  close: () => Promise<void>;
}> {
  const server = http.createServer((req, res) => {
    // An upstream's own security policy must not reach the browser next to the gateway's.
    res.setHeader('Content-Security-Policy', "default-src *");
    if (req.url === '/health') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ status: 'ok' }));
      return;
    }
    // A stream as a model that thinks: three events with 2.5 s of silence between them, longer than
    // the client timeouts the slow-client tests set (1 s), which must not cut it.
    if ((req.url ?? '').startsWith('/silent-stream') || req.url === '/ques/silent/answer') {
      req.resume();
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      let sent = 0;
      const send = () => {
        sent += 1;
        res.write(`data: ${JSON.stringify({ event: sent })}\n\n`);
        if (sent === 3) res.end();
        else timer = setTimeout(send, 2500);
      };
      let timer = setTimeout(send, 0);
      // The response's close (the request's comes as soon as its body has been read).
      res.on('close', () => clearTimeout(timer));
      return;
    }
    // An event stream for /stream and for the answer path (whose open streams nginx counts).
    if (req.url === '/stream' || /^\/ques\/[^/]+\/answer$/.test(req.url ?? '')) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      let sent = 0;
      const timer = setInterval(() => {
        sent += 1;
        res.write(`data: ${JSON.stringify({ event: sent })}\n\n`);
        if (sent === 5) {
          clearInterval(timer);
          res.end();
        }
      }, 200);
      req.on('close', () => clearInterval(timer));
      return;
    }
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
    req.on('end', () => {
      const seen: Seen = { url: req.url ?? '', headers: req.headers, bodyBytes, servedBy: name };
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(seen));
    });
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
      });
    });
  });
}


/** The Node gateway of `npm start` (scripts/gateway.mjs), as its own process, on a free port. */
export async function startNodeGateway({
  apiPort,
  backends,
  env = {},
}: {
  apiPort?: number;
  /** BACKEND_UPSTREAMS: several replicas (`host:port`) instead of 127.0.0.1:`apiPort`. */
  backends?: string[];
  env?: Record<string, string>;
}) {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const child = spawn(process.execPath, [repoPath('scripts', 'gateway.mjs')], {
    // Only what a developer sets: no variable of this shell leaks into the comparison.
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      ...env,
      PORT: String(port),
      ...(apiPort === undefined ? {} : { API_PORT: String(apiPort) }),
      ...(backends ? { BACKEND_UPSTREAMS: backends.join(',') } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let logged = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  child.stdout.on('data', (chunk) => (logged += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`scripts/gateway.mjs exited (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    /** What the gateway printed so far (its access log with GATEWAY_ACCESS_LOG=1, its errors). */
    logs: () => logged + output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
