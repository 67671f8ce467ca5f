// A stand-in for the backend's /ques endpoints (conversations too, without Stop, Regenerate,
// feedback or re-attaching), for screenshots and manual checks of the
// standalone page (not used by the jest tests). Also serves ../dist at /. The API answers at /ques
// and, like the gateway, at /api/ques: a production build's standalone page calls '/api'.
// Usage: node scripts/fake-api.mjs [port]   then open http://127.0.0.1:3099/
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const port = Number(process.argv[2] ?? 3099);
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const CHUNK_MS = Number(process.env.CHUNK_MS ?? 20);
// ANSWER_REPEAT=n sends the sample n times (long answers, rendering cost).
const ANSWER_REPEAT = Number(process.env.ANSWER_REPEAT ?? 1);

const SAMPLE_ANSWER = `## Solving a quadratic equation

A quadratic \\(ax^2 + bx + c = 0\\) with \\(a \\neq 0\\) has the roots

\\[
x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}
\\]

For **x² − 5x + 6 = 0**: \\(a = 1\\), \\(b = -5\\), \\(c = 6\\), so the discriminant is $25 - 24 = 1$.

| Step | Value |
|------|-------|
| Discriminant | 1 |
| Roots | 2 and 3 |

1. Compute the discriminant.
2. Take its square root.
3. Apply the formula.

\`\`\`python
import math

def roots(a, b, c):
    d = math.sqrt(b * b - 4 * a * c)
    return (-b - d) / (2 * a), (-b + d) / (2 * a)

print(roots(1, -5, 6))  # (2.0, 3.0)
\`\`\`

> Tip: check your answer by substituting the roots back.`;

const questions = [];
let nextId = 1;
const now = () => new Date().toISOString();
questions.push(
  {
    id: String(nextId++),
    userQues: 'What is photosynthesis?',
    answer: 'Plants turn **light** into chemical energy.',
    status: 'answered',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    conversationId: '1',
  },
  {
    id: String(nextId++),
    userQues: 'Explain the Pythagorean theorem with an example',
    answer: 'In a right triangle $a^2 + b^2 = c^2$',
    status: 'stopped',
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    conversationId: '2',
  },
);

/** The tutor's conversations (docs/tutor.md), from the questions: a conversation is its turns. */
let preferredMode = 'explain';
const modes = new Map();
const turnsOf = (id) => questions.filter((q) => q.conversationId === id);
const turnView = (q) => ({ ...q, feedback: null, earlierVersions: 0, generating: false });
function summary(id) {
  const turns = turnsOf(id);
  return {
    id,
    title: turns[0].userQues,
    mode: modes.get(id) ?? 'explain',
    turnCount: turns.length,
    createdAt: turns[0].createdAt,
    lastActivityAt: turns.at(-1).updatedAt,
  };
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'auth-token, content-type, accept',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, OPTIONS',
};
const send = (res, status, body) => {
  res.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};
const readBody = (req) =>
  new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

createServer(async (req, res) => {
  const url = new URL(req.url, `http://${req.headers.host}`);
  const pathname = url.pathname.replace(/^\/api(?=\/)/, '');
  if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
  const isApi = pathname.startsWith('/ques');
  if (isApi && !req.headers['auth-token'])
    return send(res, 401, { success: false, errors: [{ msg: 'Please authenticate using a valid token' }] });
  if (req.method === 'GET' && pathname === '/ques') {
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
    const sorted = [...questions].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return send(res, 200, {
      success: true,
      items: sorted.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      total: questions.length,
    });
  }
  if (req.method === 'GET' && pathname === '/ques/conversations') {
    const ids = [...new Set(questions.map((q) => q.conversationId))].map(summary);
    ids.sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
    return send(res, 200, { success: true, items: ids, page: 1, pageSize: ids.length, total: ids.length });
  }
  const conversation = /^\/ques\/conversations\/([^/]+)(\/ask)?$/.exec(pathname);
  if (conversation && turnsOf(conversation[1]).length === 0)
    return send(res, 404, { success: false, errors: [{ msg: 'Conversation not found' }] });
  if (req.method === 'GET' && conversation && !conversation[2])
    return send(res, 200, {
      success: true,
      conversation: { ...summary(conversation[1]), turns: turnsOf(conversation[1]).map(turnView) },
    });
  if (req.method === 'PATCH' && conversation) {
    const { mode } = JSON.parse((await readBody(req)) || '{}');
    modes.set(conversation[1], mode);
    preferredMode = mode;
    return send(res, 200, { success: true, mode });
  }
  if (pathname === '/ques/preferences') {
    if (req.method === 'PUT') preferredMode = JSON.parse((await readBody(req)) || '{}').mode;
    return send(res, 200, { success: true, mode: preferredMode });
  }
  const one = /^\/ques\/([^/]+)(\/answer)?$/.exec(pathname);
  if (req.method === 'GET' && one && !one[2]) {
    const found = questions.find((q) => q.id === one[1]);
    return found
      ? send(res, 200, { success: true, question: found })
      : send(res, 404, { success: false, errors: [{ msg: 'Question not found' }] });
  }
  if (req.method === 'POST' && (pathname === '/ques/addques' || conversation?.[2])) {
    const { userQues } = JSON.parse((await readBody(req)) || '{}');
    if (typeof userQues !== 'string' || !userQues.trim())
      return send(res, 400, { success: false, errors: [{ msg: 'Please enter a question.' }] });
    const item = {
      id: String(nextId++),
      userQues,
      answer: null,
      status: 'pending',
      createdAt: now(),
      updatedAt: now(),
    };
    item.conversationId = conversation?.[1] ?? item.id;
    if (!conversation) modes.set(item.id, preferredMode);
    questions.push(item);
    const mode = modes.get(item.conversationId);
    return send(res, 200, { success: true, id: item.id, userQues, conversationId: item.conversationId, mode });
  }
  if (req.method === 'POST' && one && one[2]) {
    const found = questions.find((q) => q.id === one[1]);
    if (!found) return send(res, 404, { success: false, errors: [{ msg: 'Question not found' }] });
    res.writeHead(200, { ...cors, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    let written = '';
    let closed = false;
    req.on('close', () => {
      if (!closed) Object.assign(found, { answer: written, status: 'stopped', updatedAt: now() });
      closed = true;
    });
    await new Promise((r) => setTimeout(r, 400));
    const answer = Array(ANSWER_REPEAT).fill(SAMPLE_ANSWER).join('\n\n');
    for (let i = 0; i < answer.length && !closed; i += 4) {
      const text = answer.slice(i, i + 4);
      written += text;
      res.write(`event: chunk\ndata: ${JSON.stringify({ text })}\n\n`);
      await new Promise((r) => setTimeout(r, CHUNK_MS));
    }
    if (closed) return;
    closed = true;
    Object.assign(found, { answer: written, status: 'answered', updatedAt: now() });
    res.end(`event: done\ndata: {"status":"answered"}\n\n`);
    return;
  }
  if (req.method === 'GET' && !isApi) {
    const file = normalize(join(dist, pathname === '/' ? 'index.html' : pathname));
    if (!file.startsWith(dist)) return send(res, 404, {});
    try {
      const content = await readFile(file);
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      return res.end(content);
    } catch {
      return send(res, 404, { success: false, errors: [{ msg: 'Not found' }] });
    }
  }
  send(res, 404, { success: false, errors: [{ msg: 'Not found' }] });
}).listen(port, '127.0.0.1', () => console.log(`fake /ques API and dist on http://127.0.0.1:${port}`));
