/**
 * Pure parsing of the two moderation protocols into a ModerationResult (no network here): OpenAI's
 * moderation response and a guard model's chat completion. Anything unexpected is `bad-response`:
 * an unreadable verdict never counts as `safe`.
 */
import type { CategoryEffect, ModerationResult, ModerationTier } from './moderation-result.js';
import { GUARD_CODES, OPENAI_SCORE_RULES } from './moderation-tables.js';

const RANK: Record<ModerationTier, number> = { none: 0, conduct: 1, concern: 2, urgent: 3 };
const BAD_RESPONSE: ModerationResult = { available: false, reason: 'bad-response' };

interface Hit {
  check: string;
  effect: CategoryEffect;
}

/** The highest tier of the hits, the family of the first hit of that tier (or of the first harmful one). */
export function combineHits(hits: Hit[]): ModerationResult {
  let tier: ModerationTier = 'none';
  let decided: Hit | undefined;
  for (const hit of hits) {
    if (RANK[hit.effect.tier] > RANK[tier]) {
      tier = hit.effect.tier;
      decided = hit;
    }
  }
  const harmful = hits.some((hit) => hit.effect.harmful);
  decided ??= hits.find((hit) => hit.effect.harmful);
  return {
    available: true,
    tier,
    category: decided?.effect.category ?? null,
    harmful,
    checks: hits.map((hit) => hit.check),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * OpenAI's `POST /moderations` response: `{id, model, results: [{flagged, categories,
 * category_scores, category_applied_input_types?}]}`; one text is sent, so `results[0]` is read.
 * Its `category_scores` are compared with OPENAI_SCORE_RULES.
 */
export function parseOpenAiModeration(body: unknown): ModerationResult {
  if (!isObject(body) || !Array.isArray(body.results) || body.results.length === 0) return BAD_RESPONSE;
  const result: unknown = body.results[0];
  if (!isObject(result) || !isObject(result.category_scores)) return BAD_RESPONSE;
  const scores = result.category_scores;
  if (Object.values(scores).some((score) => typeof score !== 'number' || !Number.isFinite(score)))
    return BAD_RESPONSE;
  const hits = OPENAI_SCORE_RULES.filter((rule) => ((scores[rule.name] as number | undefined) ?? 0) >= rule.threshold).map(
    (rule) => ({ check: `classifier:openai:${rule.name}`, effect: rule }),
  );
  return combineHits(hits);
}

const CODE = /^S\d{1,2}$/;

/**
 * A guard model's answer in Llama Guard 3's format: `safe`, or `unsafe` and on the next line the
 * comma-separated codes (`unsafe\nS1,S11`). Case, surrounding blank lines and spaces around the
 * codes are tolerated (servers and chat templates differ); anything else is `bad-response`.
 */
export function parseGuardVerdict(answer: string): ModerationResult {
  const lines = answer
    .trim()
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const head = lines[0]?.toLowerCase();
  if (head === 'safe' && lines.length === 1) return combineHits([]);
  if (head !== 'unsafe' || lines.length > 2) return BAD_RESPONSE;
  if (lines.length === 1) {
    return combineHits([
      { check: 'classifier:guard:unsafe', effect: { tier: 'none', category: 'harmful-request', harmful: true } },
    ]);
  }
  const codes = lines[1]
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  if (codes.length === 0 || !codes.every((code) => CODE.test(code))) return BAD_RESPONSE;
  const hits: Hit[] = [];
  const others: string[] = [];
  for (const code of new Set(codes)) {
    const effect = GUARD_CODES[code];
    if (effect) hits.push({ check: `classifier:guard:${code}`, effect });
    else others.push(`classifier:guard:${code}`);
  }
  const result = combineHits(hits);
  return result.available ? { ...result, checks: [...result.checks, ...others] } : result;
}

/** A non-streamed chat completion (`choices[0].message.content`) carrying the guard's verdict. */
export function parseGuardCompletion(body: unknown): ModerationResult {
  if (!isObject(body) || !Array.isArray(body.choices) || body.choices.length === 0) return BAD_RESPONSE;
  const choice: unknown = body.choices[0];
  if (!isObject(choice) || !isObject(choice.message)) return BAD_RESPONSE;
  const content = choice.message.content;
  return typeof content === 'string' ? parseGuardVerdict(content) : BAD_RESPONSE;
}
