/**
 * GeminiStream's connection handling against a raw TCP server (the protocol itself is checked
 * against the fake model and the SDK in providers.spec.ts).
 */
import { createServer, type Server, type Socket } from 'node:net';
import { GeminiStream, textOf } from './gemini-stream.js';

const EVENT = 'data: {"candidates":[{"content":{"parts":[{"text":"Hi"}]}}]}\r\n\r\n';
const RESPONSE =
  'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\nconnection: keep-alive\r\n' +
  `content-length: ${Buffer.byteLength(EVENT)}\r\n\r\n${EVENT}`;

/**
 * Answers the first request of each connection and resets the connection when a second request
 * arrives on it: a kept-alive connection the server drops just as the client reuses it.
 */
async function serverDroppingReusedConnections(): Promise<{
  url: string;
  connections: () => number;
  close: () => Promise<void>;
}> {
  let connections = 0;
  const open = new Set<Socket>();
  const server: Server = createServer((socket: Socket) => {
    connections += 1;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    let requests = 0;
    socket.on('data', (data) => {
      if (!data.toString('latin1').includes('\r\n\r\n')) return;
      requests += 1;
      if (requests === 1) socket.write(RESPONSE);
      else socket.resetAndDestroy();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    // The client keeps its last connection alive: without ending it the server (and jest) never closes.
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function texts(stream: GeminiStream): Promise<string[]> {
  const out: string[] = [];
  await stream.events({ contents: [] }, new AbortController().signal, (event) => {
    out.push(textOf(event));
  });
  return out;
}

describe('GeminiStream', () => {
  it('sends a request again on a new connection when its kept-alive connection was dropped before any answer', async () => {
    const { url, connections, close } = await serverDroppingReusedConnections();
    try {
      const stream = new GeminiStream({ apiKey: 'k', model: 'm', baseUrl: url });
      expect(await texts(stream)).toEqual(['Hi']);
      expect(await texts(stream)).toEqual(['Hi']);
      expect(connections()).toBe(2);
    } finally {
      await close();
    }
  });

  it('reads the first candidate’s text without thoughts, as the SDK does', () => {
    expect(
      textOf({
        candidates: [
          { content: { parts: [{ text: 'plan', thought: true }, { text: 'A' }, { text: 'B' }] } },
          { content: { parts: [{ text: 'other candidate' }] } },
        ],
      }),
    ).toBe('AB');
    expect(textOf({})).toBe('');
  });
});
