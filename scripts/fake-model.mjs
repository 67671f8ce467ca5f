// A fake AI tutor for trying the whole app without a provider key: the fake model server the tests
// use (@elearning/fake-model, the real Gemini protocol), answering every question with one sample
// Markdown answer (math, a table, code), written in pieces of a few characters.
//   node scripts/fake-model.mjs            # http://127.0.0.1:4999 (FAKE_MODEL_PORT)
//   GEMINI_BASE_URL=http://127.0.0.1:4999 GEMINI_API_KEY=fake npm start
// Everything the tutor does works against it (conversations, Stop, Regenerate, feedback,
// re-attaching after a reload) because the backend is the real one. CHUNK_MS sets the pace
// (default 20 ms a piece), ANSWER_REPEAT makes the answer n times as long.
import { FakeModelServer } from '@elearning/fake-model';

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

const port = Number(process.env.FAKE_MODEL_PORT ?? 4999);
const answer = Array(Number(process.env.ANSWER_REPEAT ?? 1))
  .fill(SAMPLE_ANSWER)
  .join('\n\n');
const chunks = answer.match(/[\s\S]{1,4}/g);

const fake = await FakeModelServer.start(port);
fake.script({
  chunks,
  firstChunkDelayMs: 400,
  chunkIntervalMs: Number(process.env.CHUNK_MS ?? 20),
  usage: { inputTokens: 40, outputTokens: Math.ceil(answer.length / 4) },
});
console.log(`fake model on ${fake.url}: GEMINI_BASE_URL=${fake.url} GEMINI_API_KEY=fake npm start`);
const stop = () => void fake.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
