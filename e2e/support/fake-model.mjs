// The fake model server (@elearning/fake-model: the real Gemini REST protocol on 127.0.0.1), run
// inside the jest process for the whole browser suite, plus a small control server so the test
// files (jest's sandbox, not this module) can script it and read what it saw.
import http from 'node:http';
import { FakeModelServer } from '@elearning/fake-model';

/** What a test may read about one request the fake model received (JSON-safe). */
function describeRequest(request) {
  return {
    protocol: request.protocol,
    url: request.url,
    model: request.model,
    apiKey: request.headers['x-goog-api-key'] ?? null,
    body: request.body,
    piecesSent: request.chunkSentAt.length,
    completed: request.completed,
    closedByClient: request.closedByClient,
  };
}

function readJson(req) {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (part) => (text += part));
    req.on('end', () => {
      try {
        resolve(text === '' ? {} : JSON.parse(text));
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}

/**
 * Starts the fake model server and its control server on 127.0.0.1.
 * Control: `POST /script` (a FakeScript, JSON) forgets earlier requests and scripts the next ones;
 * `GET /requests` lists the requests received since.
 * @returns {Promise<{ url: string, controlUrl: string, stop(): Promise<void> }>}
 */
export async function startFakeModel() {
  const fake = await FakeModelServer.start();
  const control = http.createServer((req, res) => {
    const reply = (status, body) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'POST' && req.url === '/script') {
      readJson(req).then(
        (script) => {
          fake.reset();
          fake.script(script);
          reply(200, { ok: true });
        },
        (error) => reply(400, { error: String(error) }),
      );
    } else if (req.method === 'GET' && req.url === '/requests') {
      reply(200, fake.requests.map(describeRequest));
    } else {
      reply(404, { error: 'not found' });
    }
  });
  await new Promise((resolve, reject) => {
    control.once('error', reject);
    control.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: fake.url,
    controlUrl: `http://127.0.0.1:${control.address().port}`,
    stop: async () => {
      control.closeAllConnections();
      await new Promise((resolve) => control.close(() => resolve()));
      await fake.stop();
    },
  };
}
