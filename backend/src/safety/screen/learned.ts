/**
 * The offline screen's learned half (decision 0017): a logistic regression over the normalised
 * message's words, word pairs and triples and its four-letter runs, trained on the development set
 * (dev-set/, never on the held-out set in bench/safety/data) by `learned-training.ts`. It catches the
 * wordings the curated patterns (rules.ts) have no frame for; like the patterns it can only raise a
 * tier. The weights are generated (learned-weights.ts) and a test retrains them from the set.
 *
 * Pure and small: a message costs about as many hash lookups as it has letters.
 */
import { Buffer } from 'node:buffer';
import { LEARNED_WEIGHTS } from './learned-weights.js';

/** Hashed feature space (collisions are rare at the development set's size and cost little). */
export const FEATURE_BITS = 20;
const MASK = (1 << FEATURE_BITS) - 1;

/** The urgent families the model names (rules.ts's families; neglect is abuse there too). */
export const LEARNED_FAMILIES = ['suicide', 'selfharm', 'abuse', 'grooming', 'threat', 'eating'] as const;
export type LearnedFamily = (typeof LEARNED_FAMILIES)[number];

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a of a word (32 bits): the same value in training and at run time. */
function hashWord(word: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}

/** Combines a hash with the next one (order matters: "i want" is not "want i"). */
function combine(h: number, next: number): number {
  return Math.imul(h ^ (next + 0x9e3779b9 + (h << 6) + (h >>> 2)), FNV_PRIME) >>> 0;
}

/** A message's features: distinct hashed indices, each of weight 1/√count; and its number of words. */
export interface Features {
  indices: number[];
  value: number;
  words: number;
}

// Each kind of feature starts from its own seed, so a word and a run of letters never share an index.
const WORD = 1;
const PAIR = 2;
const TRIPLE = 3;
const LETTERS = 4;

/**
 * Words, word pairs and triples, and four-letter runs across the words of a normalised message (the
 * urgent decision); `words` alone: words and word pairs (the family, which needs no more: decision 0017).
 * Hashes are combined from the words' own (no strings are built per feature: a message costs a few
 * microseconds).
 */
export function featuresOf(normalised: string, detail: 'all' | 'words' = 'all'): Features {
  const words = normalised.replace(/[^a-z0-9 ]+/g, ' ').split(' ').filter(Boolean);
  const hashes = words.map(hashWord);
  const all = detail === 'all';
  const seen = new Set<number>();
  for (let i = 0; i < hashes.length; i++) {
    const h = hashes[i]!;
    seen.add(combine(WORD, h) & MASK);
    if (i + 1 < hashes.length) {
      const pair = combine(combine(PAIR, h), hashes[i + 1]!);
      seen.add(pair & MASK);
      if (all && i + 2 < hashes.length) seen.add(combine(combine(TRIPLE, pair), hashes[i + 2]!) & MASK);
    }
  }
  if (all) {
    const joined = ` ${words.join(' ')} `;
    for (let i = 0; i + 4 <= joined.length; i++) {
      let h = combine(LETTERS, joined.charCodeAt(i));
      for (let k = 1; k < 4; k++) h = Math.imul(h ^ joined.charCodeAt(i + k), FNV_PRIME);
      seen.add((h >>> 0) & MASK);
    }
  }
  const indices = [...seen];
  return { indices, value: 1 / Math.sqrt(indices.length || 1), words: words.length };
}

/** A weight per feature index (absent: 0). */
export interface Weights {
  get(index: number): number | undefined;
}

/** One linear model: a bias and its weights (a Map while training, a WeightTable when loaded). */
export interface LinearModel {
  bias: number;
  weights: Weights;
}

/**
 * The loaded weights in two typed arrays (open addressing): a Map of a few hundred thousand numbers
 * is that many heap objects for every full garbage collection to visit, which a class asking at once
 * paid for in every burst (bench/answers/RESULTS.md); typed arrays are one object each.
 */
export class WeightTable implements Weights {
  private readonly keys: Int32Array;
  private readonly values: Float32Array;
  private readonly mask: number;

  constructor(entries: ReadonlyArray<readonly [number, number]>) {
    let size = 16;
    while (size < entries.length * 2) size *= 2;
    this.keys = new Int32Array(size).fill(-1);
    this.values = new Float32Array(size);
    this.mask = size - 1;
    for (const [index, weight] of entries) {
      let slot = this.slotOf(index);
      while (this.keys[slot] !== -1) slot = (slot + 1) & this.mask;
      this.keys[slot] = index;
      this.values[slot] = weight;
    }
  }

  get(index: number): number | undefined {
    for (let slot = this.slotOf(index); ; slot = (slot + 1) & this.mask) {
      const key = this.keys[slot];
      if (key === index) return this.values[slot];
      if (key === -1) return undefined;
    }
  }

  private slotOf(index: number): number {
    return (Math.imul(index, 0x9e3779b1) >>> 0) & this.mask;
  }
}

export function probability(model: LinearModel, features: Features): number {
  let z = model.bias;
  for (const index of features.indices) z += (model.weights.get(index) ?? 0) * features.value;
  return 1 / (1 + Math.exp(-z));
}

/**
 * Weights stored compactly: base64 of, for each weight in index order, the gap from the previous index
 * (LEB128) and the weight as a signed byte times `scale` (rounding moves a score by well under 1 %).
 */
export interface StoredModel {
  bias: number;
  scale: number;
  weights: string;
}

export function decodeModel(stored: StoredModel): LinearModel {
  const bytes = Buffer.from(stored.weights, 'base64');
  const entries: Array<[number, number]> = [];
  let index = 0;
  for (let at = 0; at < bytes.length; ) {
    let gap = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++]!;
      gap += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) break;
    }
    index += gap;
    entries.push([index, ((bytes[at++]! << 24) >> 24) * stored.scale]);
  }
  return { bias: stored.bias, weights: new WeightTable(entries) };
}

export function encodeModel(model: { bias: number; weights: Map<number, number> }): StoredModel {
  let largest = 0;
  for (const w of model.weights.values()) largest = Math.max(largest, Math.abs(w));
  const scale = largest / 127 || 1;
  const bytes: number[] = [];
  let previous = 0;
  for (const [index, weight] of [...model.weights].sort((a, b) => a[0] - b[0])) {
    const q = Math.round(weight / scale);
    if (q === 0) continue;
    for (let gap = index - previous; ; gap = Math.floor(gap / 128)) {
      if (gap < 128) {
        bytes.push(gap);
        break;
      }
      bytes.push((gap % 128) | 0x80);
    }
    bytes.push(q & 0xff);
    previous = index;
  }
  return { bias: model.bias, scale, weights: Buffer.from(bytes).toString('base64') };
}

const URGENT = decodeModel(LEARNED_WEIGHTS.urgent);
const FAMILY_MODELS = LEARNED_FAMILIES.map((family) => ({
  family,
  model: decodeModel(LEARNED_WEIGHTS.families[family]),
}));

/**
 * Fewer words than this are the patterns' alone: three words ("i already decided", "i am ready") give
 * the model too little to read, and it was as sure of them as of a plan (dev-set/cross-validate.mjs:
 * no left-out urgent message of batches 18 to 21 was caught by the model alone in fewer words).
 */
export const MIN_WORDS = 4;

/** The family of a normalised message the model is sure is urgent, or undefined. */
export function learnedUrgentFamily(normalised: string): LearnedFamily | undefined {
  const all = featuresOf(normalised);
  if (all.words < MIN_WORDS || probability(URGENT, all) < LEARNED_WEIGHTS.urgentThreshold) return undefined;
  const features = featuresOf(normalised, 'words');
  let best = FAMILY_MODELS[0]!;
  let bestScore = -1;
  for (const candidate of FAMILY_MODELS) {
    const score = probability(candidate.model, features);
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return best.family;
}
