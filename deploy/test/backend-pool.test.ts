// The Node gateway's choice of backend replica (scripts/backend-pool.mjs): the rules nginx applies
// to a name with several addresses (round robin, a failed replica skipped for a while, a request
// sent on only when it cannot have reached the first replica or is idempotent).
import { BackendPool, parseBackends, retryable } from '../../scripts/backend-pool.mjs';

const A = 'http://127.0.0.1:3001';
const B = 'http://127.0.0.1:3002';
const C = 'http://10.0.0.12:3000';

test('BACKEND_UPSTREAMS: host:port list; a bad entry names the variable', () => {
  expect(parseBackends('127.0.0.1:3001, 127.0.0.1:3002,10.0.0.12:3000')).toEqual([A, B, C]);
  expect(() => parseBackends('http://x:1')).toThrow(/BACKEND_UPSTREAMS has an invalid entry 'http:\/\/x:1'/);
  expect(() => parseBackends(' , ')).toThrow(/BACKEND_UPSTREAMS is empty/);
});

test('in turn; a replica that refused is skipped until its time is up, then tried again', () => {
  let now = 0;
  const pool = new BackendPool([A, B, C], { downForMs: 10_000, now: () => now });
  expect([pool.pick(), pool.pick(), pool.pick(), pool.pick()]).toEqual([A, B, C, A]);
  pool.markDown(B);
  expect([pool.pick(), pool.pick(), pool.pick()]).toEqual([C, A, C]);
  now = 10_001;
  expect([pool.pick(), pool.pick()]).toEqual([A, B]);
});

test('one request never goes to the same replica twice; all marked down: still tried (a restart is seen at once)', () => {
  const pool = new BackendPool([A, B]);
  pool.markDown(A);
  pool.markDown(B);
  const tried = new Set<string>();
  const first = pool.pick(tried)!;
  tried.add(first);
  const second = pool.pick(tried)!;
  tried.add(second);
  expect(new Set([first, second])).toEqual(new Set([A, B]));
  expect(pool.pick(tried)).toBeUndefined();
  // A single backend is never marked down: it is the only place to go.
  const single = new BackendPool([A]);
  single.markDown(A);
  expect(single.pick()).toBe(A);
});

test('sent on: any method when the replica was never reached, only GET/HEAD when cut before an answer', () => {
  const error = (code: string) => Object.assign(new Error('x'), { cause: { code } });
  expect(retryable('POST', error('ECONNREFUSED'))).toBe('refused');
  expect(retryable('POST', error('UND_ERR_CONNECT_TIMEOUT'))).toBe('refused');
  expect(retryable('GET', error('UND_ERR_SOCKET'))).toBe('cut');
  expect(retryable('POST', error('UND_ERR_SOCKET'))).toBe(false);
  expect(retryable('POST', error('ECONNRESET'))).toBe(false);
  expect(retryable('GET', error('UND_ERR_HEADERS_TIMEOUT'))).toBe(false);
});
