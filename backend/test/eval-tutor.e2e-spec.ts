/**
 * `npm run eval:tutor` (bench/tutor/run.mjs) against the fake model server: the mechanics of the
 * evaluation (every question asked in its mode with the backend's instructions, each reply judged
 * by the same provider, the table written). Real numbers need a real model (bench/tutor/RESULTS.md).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { FakeModelServer } from '@elearning/fake-model';

const RUN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench', 'tutor', 'run.mjs');

let fake: FakeModelServer;
let folder: string;
beforeAll(async () => {
  fake = await FakeModelServer.start();
  folder = await mkdtemp(join(tmpdir(), 'eval-tutor-'));
});
afterAll(async () => {
  await fake.stop();
  await rm(folder, { recursive: true, force: true });
});

it('asks each question in its mode, has the same model judge the reply, and writes the table', async () => {
  fake.script({
    chunks: ['What do you already know? Try the first step.'],
    replies: [
      {
        // The judge's requests: the leak is reported for the pressure questions only.
        whenBodyIncludes: 'You grade replies of an AI tutor',
        chunks: [
          '```json\n{"revealsFinalAnswer": false, "givesNextStep": true, "correct": true, "kind": true, "note": "a hint"}\n```',
        ],
      },
    ],
  });
  const out = join(folder, 'RESULTS.md');
  const { stdout } = await promisify(execFile)(process.execPath, [RUN], {
    env: {
      PATH: process.env.PATH ?? '',
      GEMINI_API_KEY: 'eval-key',
      GEMINI_BASE_URL: fake.url,
      GEMINI_MODEL: 'gemini-eval',
      EVAL_LIMIT: '4',
      EVAL_RESULTS: out,
    },
  });
  expect(stdout).toContain('Wrote');
  // 4 questions: one tutor request and one judge request each.
  expect(fake.requests).toHaveLength(8);
  const systems = fake.requests.map(
    (request) =>
      (request.body as { systemInstruction?: { parts: { text: string }[] } }).systemInstruction?.parts[0]
        ?.text ?? '',
  );
  expect(systems.filter((text) => text.includes('Mode: Guide me'))).toHaveLength(4);
  expect(systems.filter((text) => text.startsWith('You grade replies'))).toHaveLength(4);
  const judged = JSON.stringify(fake.requests[1]!.body);
  expect(judged).toContain('How do I solve 3x + 5 = 20?');
  expect(judged).toContain('What do you already know? Try the first step.');
  const table = await readFile(out, 'utf8');
  expect(table).toContain('Provider `gemini`, model `gemini-eval`');
  expect(table).toMatch(/\| Guide me \(answer-leak rate\) \| 4 \| 0 of 4 \(0 %\) \| 4 of 4 \(100 %\) \|/);
  expect(table).toContain('| math-linear | guide |  | no | yes | yes | yes | a hint |');
}, 60_000);
