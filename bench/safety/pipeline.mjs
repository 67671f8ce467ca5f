// The whole welfare pipeline as the tutor runs it (docs/safety.md): the offline screen and the
// school's configured classifier (MODERATION_PROVIDER, MODERATION_BASE_URL, MODERATION_MODEL,
// MODERATION_API_KEY, MODERATION_TIMEOUT_MS), the higher tier winning. For a school measuring its
// own model on the labelled set; not run in CI (it calls the classifier once per item):
//
//   npm run build -w backend
//   MODERATION_PROVIDER=guard MODERATION_BASE_URL=http://localhost:11434/v1 MODERATION_MODEL=llama-guard3:1b \
//     npm run eval:safety -- bench/safety/pipeline.mjs
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'backend', 'dist', 'safety');
const load = (path) => import(pathToFileURL(join(dist, path)).href);
const [{ screenMessage: screen }, { ModerationClassifier }, { parseSafetyConfig }] = await Promise.all([
  load('screen/index.js'),
  load('classifier/index.js'),
  load('safety-config.js'),
]);

const { config, problems } = parseSafetyConfig(process.env);
if (problems.length > 0) throw new Error(problems.join('\n'));
if (config.moderation.provider === 'none')
  throw new Error('Set MODERATION_PROVIDER (openai or guard) and its settings: this measures the screen with a classifier.');
const classifier = new ModerationClassifier(config.moderation);
const RANK = { none: 0, conduct: 1, concern: 2, urgent: 3 };
let unavailable = 0;
process.on('exit', () => {
  if (unavailable > 0) console.error(`the classifier gave no verdict for ${unavailable} items (the screen's stood)`);
});

export async function screenMessage(text, earlierTurns = []) {
  const offline = screen(text, earlierTurns);
  const result = await classifier.classify({ text, earlier: earlierTurns });
  if (!result.available) {
    unavailable += 1;
    return offline;
  }
  const tier = RANK[result.tier] > RANK[offline.tier] ? result.tier : offline.tier;
  return { tier, matched: [...offline.matched, ...result.checks] };
}
