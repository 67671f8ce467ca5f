// The backend replicas the Node gateway (scripts/gateway.mjs) spreads /api requests over, with the
// rules of the images' nginx gateway (deploy/nginx/gateway.conf.template: one name resolving to
// every replica, round robin, `proxy_next_upstream error timeout`), so both gateways agree.

/** How long a replica that refused a connection is skipped (nginx's default fail_timeout). */
export const DOWN_FOR_MS = 10_000;

/** Methods that may be sent again to another replica after an error mid-request (as nginx). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Errors where the request never reached a replica (nothing was sent): it may go to the next one
 * whatever its method.
 */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'UND_ERR_CONNECT_TIMEOUT']);
/** Errors after the request may have reached the replica, before any response: only idempotent methods go on. */
const CUT_BEFORE_RESPONSE = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/**
 * `host:port` list, comma separated (BACKEND_UPSTREAMS), as origins. Throws naming the variable on
 * a bad entry, as the nginx renderer does.
 * @param {string} list
 * @returns {string[]}
 */
export function parseBackends(list) {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('BACKEND_UPSTREAMS is empty: give host:port[,host:port...]');
  return entries.map((entry) => {
    if (!/^[A-Za-z0-9.-]+:[0-9]{1,5}$/.test(entry))
      throw new Error(`BACKEND_UPSTREAMS has an invalid entry '${entry}': expected host:port`);
    return `http://${entry}`;
  });
}

/**
 * Round robin over the replicas, skipping one for DOWN_FOR_MS after it refused a connection. When
 * every replica is marked down they are tried anyway (a restarted replica is picked up at once).
 */
export class BackendPool {
  /** @param {string[]} origins  e.g. ['http://127.0.0.1:3000'] */
  constructor(origins, { downForMs = DOWN_FOR_MS, now = () => Date.now() } = {}) {
    if (origins.length === 0) throw new Error('BackendPool needs at least one backend');
    this.origins = origins;
    this.downForMs = downForMs;
    this.now = now;
    this.next = 0;
    /** @type {Map<string, number>} origin -> skipped until (ms) */
    this.downUntil = new Map();
  }

  /**
   * The replica for the next attempt of a request, or undefined when it has tried them all.
   * @param {Set<string>} tried
   */
  pick(tried = new Set()) {
    const untried = [];
    for (let i = 0; i < this.origins.length; i++) {
      const origin = this.origins[(this.next + i) % this.origins.length];
      if (!tried.has(origin)) untried.push(origin);
    }
    if (untried.length === 0) return undefined;
    const now = this.now();
    const chosen = untried.find((origin) => (this.downUntil.get(origin) ?? 0) <= now) ?? untried[0];
    this.next = (this.origins.indexOf(chosen) + 1) % this.origins.length;
    return chosen;
  }

  /** @param {string} origin */
  markDown(origin) {
    if (this.origins.length > 1) this.downUntil.set(origin, this.now() + this.downForMs);
  }

  /** @param {string} origin */
  markUp(origin) {
    this.downUntil.delete(origin);
  }
}

/**
 * Whether a request that failed on one replica with `error` (as @fastify/reply-from reports it:
 * the network error is its `cause`) may be sent to another: always when it was never sent
 * (refused), only for idempotent methods when the connection broke before a response.
 * @param {string} method
 * @param {Error & { cause?: { code?: string }, code?: string }} error
 * @returns {'refused' | 'cut' | false}
 */
export function retryable(method, error) {
  const code = error.cause?.code ?? error.code ?? '';
  if (NOT_CONNECTED.has(code)) return 'refused';
  if (CUT_BEFORE_RESPONSE.has(code) && IDEMPOTENT.has(method)) return 'cut';
  return false;
}
