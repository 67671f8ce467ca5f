/**
 * The students' side of the burst bench: N answer streams started at the same moment, each from
 * its own loopback address (127.0.x.y, so per-address limits see one student each), read with a
 * lean SSE reader (the client must not be the bottleneck at 50,000 events a second). Measures
 * Submit (the request leaves) -> first piece, and each piece's added delay: its arrival minus the
 * send time the fake model wrote into it.
 */
import { request } from 'node:http';
import { SEND_TIME_STAMPS } from '@elearning/fake-model';

const now = () => performance.timeOrigin + performance.now();

/** The loopback address of student `index` (0-based): 127.0.1.1, 127.0.1.2, ... 250 a block. */
export const studentAddress = (index) => `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;

/** A JSON POST from a student's own address; resolves with the parsed body (throws on a non-2xx). */
export function postJson(port, path, body, { address, token } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: address,
        agent: false,
        headers: { 'content-type': 'application/json', ...(token ? { 'auth-token': token } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (part) => (text += part));
        res.on('end', () =>
          res.statusCode < 300
            ? resolve(JSON.parse(text))
            : reject(new Error(`${path}: ${res.statusCode} ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/**
 * Starts every stream at once and reads them to their end. `streams[i]` = { path, address, token }.
 * `onOpenChange(open)` is called whenever the number of streams between their first byte and their
 * end changes (for memory per open stream).
 */
export function burst(port, streams, { onOpenChange = () => undefined, timeoutMs = 120_000 } = {}) {
  const firstPieceMs = [];
  const delays = [];
  const errors = [];
  let open = 0;
  let maxOpen = 0;
  const one = ({ path, address, token }) =>
    new Promise((resolve) => {
      const submittedAt = now();
      let first = true;
      let ended = false;
      let opened = false;
      const fail = (reason) => {
        if (!ended) errors.push(reason);
        ended = true;
        resolve();
      };
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          localAddress: address,
          agent: false,
          headers: token ? { 'auth-token': token } : {},
        },
        (res) => {
          if (res.statusCode !== 200) {
            let body = '';
            res.on('data', (part) => (body += part));
            res.on('end', () => fail(`HTTP ${res.statusCode} ${body.slice(0, 200)}`));
            return;
          }
          opened = true;
          open += 1;
          maxOpen = Math.max(maxOpen, open);
          onOpenChange(open);
          let buffered = '';
          res.setEncoding('utf8');
          res.on('data', (text) => {
            const arrivedAt = now();
            buffered += text;
            let end;
            while ((end = buffered.indexOf('\n\n')) >= 0) {
              const event = buffered.slice(0, end);
              buffered = buffered.slice(end + 2);
              if (event.startsWith(':')) continue; // heartbeat comment
              const name = /^event: (.*)$/m.exec(event)?.[1];
              if (name === 'chunk') {
                if (first) firstPieceMs.push(arrivedAt - submittedAt);
                first = false;
                for (const match of event.matchAll(SEND_TIME_STAMPS))
                  delays.push(arrivedAt - Number(match[1]));
              } else if (name === 'done') {
                ended = true;
              } else {
                fail(`${name} event: ${/^data: (.*)$/m.exec(event)?.[1]}`);
              }
            }
          });
          res.on('end', () => (ended ? resolve() : fail('stream ended without done')));
          res.on('close', () => {
            if (opened) {
              opened = false;
              open -= 1;
              onOpenChange(open);
            }
            if (!ended) fail('connection closed before done');
          });
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
      req.on('error', (error) => fail(String(error)));
      req.end();
    });
  return Promise.all(streams.map(one)).then(() => ({ firstPieceMs, delays, errors, maxOpen }));
}
