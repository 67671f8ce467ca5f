#!/usr/bin/env node
/**
 * The floor of the burst benchmark (bench/answers/RESULTS.md): the least a server can do to relay a model's stream
 * as the app's answer events. Any POST opens a Gemini stream at MODEL_URL (the fake model) and
 * relays each piece as the app's `chunk` event (with an SSE id), then `done`. No auth, database,
 * framework, limits or saving: what the backend adds on top of this is what the bench measures.
 * Usage: MODEL_URL=http://127.0.0.1:4999 PORT=0 node bench/answers/floor-relay.mjs (prints `listening <port>`).
 */
import { createServer, request } from 'node:http';

const MODEL_URL = new URL('/v1beta/models/fake:streamGenerateContent?alt=sse', process.env.MODEL_URL);

const server = createServer((req, res) => {
  req.resume();
  const body = JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'floor question' }] }] });
  const upstream = request(MODEL_URL, { method: 'POST', headers: { 'content-type': 'application/json' } });
  upstream.on('response', (model) => {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    let buffered = '';
    let characters = 0;
    model.setEncoding('utf8');
    model.on('data', (text) => {
      buffered += text;
      let end;
      while ((end = buffered.indexOf('\r\n\r\n')) >= 0) {
        const event = buffered.slice(0, end);
        buffered = buffered.slice(end + 4);
        const piece = JSON.parse(event.slice('data: '.length)).candidates[0].content.parts[0].text;
        characters += piece.length;
        res.write(`id: ${characters}-0\nevent: chunk\ndata: ${JSON.stringify({ text: piece })}\n\n`);
      }
    });
    model.on('end', () => res.end(`id: ${characters}-1\nevent: done\ndata: {"status":"answered"}\n\n`));
  });
  upstream.on('error', () => res.destroy());
  res.on('close', () => upstream.destroy());
  upstream.end(body);
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});
process.on('SIGTERM', () => process.exit(0));
