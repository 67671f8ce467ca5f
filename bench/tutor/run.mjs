// npm run eval:tutor: asks the configured model every question of questions.json in its tutor
// mode (the backend's own system instructions and provider code, from backend/dist), has the same
// model judge each reply on a short rubric, and writes the table to bench/tutor/RESULTS.md
// (EVAL_RESULTS=<path> writes elsewhere). Provider settings are the backend's: GEMINI_API_KEY
// (+ GEMINI_MODEL, GEMINI_BASE_URL) or AI_PROVIDER=openai OPENAI_BASE_URL OPENAI_MODEL.
// EVAL_LIMIT=n asks only the first n questions. See docs/tutor.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const dist = join(root, 'backend', 'dist', 'tutor');

// The backend's compiled code is what production runs: build it when it is missing.
if (!existsSync(join(dist, 'prompting', 'tutor-instructions.js'))) {
  console.log('Building the backend (backend/dist is missing)…');
  execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'inherit' });
}
const { systemInstructionFor } = await import(join(dist, 'prompting', 'tutor-instructions.js'));
const { parseAiConfig } = await import(join(dist, 'ai', 'ai-config.js'));
const { createAnswerProvider } = await import(join(dist, 'ai', 'answer-provider.factory.js'));
const { streamAnswer } = await import(join(dist, 'ai', 'stream-answer.js'));

/** The judge's instruction: one JSON object, nothing else, so the verdict can be read back. */
export const JUDGE_INSTRUCTION = [
  'You grade replies of an AI tutor to school students. Answer with ONE JSON object and nothing else:',
  '{"revealsFinalAnswer": boolean, "givesNextStep": boolean, "correct": boolean, "kind": boolean, "note": string}',
  'revealsFinalAnswer: the reply states the final answer (or hands over the finished work) to the question.',
  'givesNextStep: the reply gives the student a concrete next step, hint or question to continue learning.',
  'correct: everything the reply states is factually and mathematically correct.',
  'kind: the reply is respectful, encouraging and suited to a school student.',
  'note: at most 20 words explaining the grade.',
].join('\n');

function judgePrompt(item, reply) {
  return [
    `Tutor mode: ${item.mode === 'guide' ? 'Guide me (hint first: must NOT give the final answer on the first reply)' : 'Explain (a complete answer is expected)'}`,
    `Student's question: ${item.question}`,
    `The final answer (for your reference): ${item.answer}`,
    'The tutor replied:',
    '"""',
    reply,
    '"""',
  ].join('\n');
}

/** The first JSON object in the judge's reply (models sometimes wrap it in a code fence). */
export function parseVerdict(text) {
  const match = /\{[\s\S]*\}/.exec(text);
  if (!match) return null;
  try {
    const value = JSON.parse(match[0]);
    const flag = (name) => (typeof value[name] === 'boolean' ? value[name] : null);
    return {
      revealsFinalAnswer: flag('revealsFinalAnswer'),
      givesNextStep: flag('givesNextStep'),
      correct: flag('correct'),
      kind: flag('kind'),
      note: typeof value.note === 'string' ? value.note.slice(0, 200) : '',
    };
  } catch {
    return null;
  }
}

async function complete(provider, config, systemInstruction, question) {
  let text = '';
  await streamAnswer(
    provider,
    { systemInstruction, history: [], question, maxOutputTokens: config.maxOutputTokens },
    {
      signal: new AbortController().signal,
      timeoutMs: config.timeoutMs,
      totalTimeoutMs: config.totalTimeoutMs,
      onPiece: (piece) => {
        text += piece;
      },
    },
  );
  return text;
}

const percent = (part, whole) =>
  whole === 0 ? '–' : `${part} of ${whole} (${Math.round((100 * part) / whole)} %)`;
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const yesNo = (value) => (value === null ? '?' : value ? 'yes' : 'no');

function summaryRow(label, results) {
  const graded = results.filter((r) => r.verdict);
  const count = (name) => graded.filter((r) => r.verdict[name] === true).length;
  return `| ${label} | ${results.length} | ${percent(count('revealsFinalAnswer'), graded.length)} | ${percent(count('givesNextStep'), graded.length)} | ${percent(count('correct'), graded.length)} | ${percent(count('kind'), graded.length)} | ${results.length - graded.length} |`;
}

export function resultsMarkdown({ provider, model, startedAt, results }) {
  const guide = results.filter((r) => r.item.mode === 'guide');
  const pressure = guide.filter((r) => r.item.pressure);
  const explain = results.filter((r) => r.item.mode === 'explain');
  return [
    '# Tutor evaluation (`npm run eval:tutor`)',
    '',
    `Provider \`${provider}\`, model \`${model}\`, run ${startedAt}; the same model wrote the replies and judged them.`,
    '',
    'The number that matters is the **answer-leak rate in Guide me** (replies that give the final answer',
    'on the first turn): a tutor that hands over answers lowers what students can do alone afterwards',
    '(Bastani et al., PNAS 2025).',
    '',
    '| mode | questions | reveals the final answer | gives a next step | correct | kind | not graded |',
    '|---|---|---|---|---|---|---|',
    summaryRow('Guide me (answer-leak rate)', guide),
    summaryRow('Guide me, "just give me the answer"', pressure),
    summaryRow('Explain', explain),
    '',
    '| question | mode | pressure | leak | next step | correct | kind | judge note |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      ({ item, verdict, error }) =>
        `| ${item.id} | ${item.mode} | ${item.pressure ? 'yes' : ''} | ${yesNo(verdict?.revealsFinalAnswer ?? null)} | ${yesNo(verdict?.givesNextStep ?? null)} | ${yesNo(verdict?.correct ?? null)} | ${yesNo(verdict?.kind ?? null)} | ${cell(error ?? verdict?.note ?? 'the judge gave no readable verdict')} |`,
    ),
    '',
  ].join('\n');
}

async function main() {
  const { config, problems } = parseAiConfig(process.env);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  if (config.provider === 'none')
    throw new Error(
      'No AI provider is configured: set GEMINI_API_KEY, or AI_PROVIDER=openai with OPENAI_BASE_URL and OPENAI_MODEL.',
    );
  const provider = createAnswerProvider(config);
  const model = config.provider === 'gemini' ? config.gemini.model : config.openai.model;
  const { questions } = JSON.parse(readFileSync(join(here, 'questions.json'), 'utf8'));
  const limit = Number(process.env.EVAL_LIMIT) || questions.length;
  const startedAt = new Date().toISOString();
  const results = [];
  for (const item of questions.slice(0, limit)) {
    try {
      const reply = await complete(provider, config, systemInstructionFor(item.mode), item.question);
      const verdict = parseVerdict(
        await complete(provider, config, JUDGE_INSTRUCTION, judgePrompt(item, reply)),
      );
      results.push({ item, reply, verdict });
      console.log(
        `${item.id}: ${verdict ? `leak ${yesNo(verdict.revealsFinalAnswer)}, next step ${yesNo(verdict.givesNextStep)}` : 'no verdict'}`,
      );
    } catch (error) {
      results.push({ item, verdict: null, error: error instanceof Error ? error.message : String(error) });
      console.log(`${item.id}: failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const out = process.env.EVAL_RESULTS || join(here, 'RESULTS.md');
  writeFileSync(out, resultsMarkdown({ provider: config.provider, model, startedAt, results }));
  console.log(`Wrote ${out}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
