/**
 * The offline screen's learned half (learned.ts, decision 0017): the weights in the repository are
 * exactly what the development set trains, the stored form keeps them, and the screen uses its verdict
 * only to raise a tier, never to clear one.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { categoryOfRules } from '../welfare/safety-category.js';
import { canonical, screenMessage } from './index.js';
import { decodeModel, encodeModel, featuresOf, learnedUrgentFamily } from './learned.js';
import { readDevSet, renderWeights, trainScreen } from './learned-training.js';

const here = dirname(fileURLToPath(import.meta.url));

describe('the learned half of the offline screen', () => {
  it('is the model the development set trains (retrain with dev-set/train.mjs after adding items)', () => {
    const trained = trainScreen(readDevSet(join(here, 'dev-set')), canonical);
    expect(renderWeights(trained)).toBe(readFileSync(join(here, 'learned-weights.ts'), 'utf8'));
  });

  it('stores each weight within half a step of its value', () => {
    const weights = new Map([
      [3, 0.5],
      [200, -1.27],
      [70_000, 0.001],
      [1_048_575, 1.27],
    ]);
    const stored = encodeModel({ bias: -0.25, weights });
    const decoded = decodeModel(stored);
    expect(decoded.bias).toBe(-0.25);
    for (const [index, weight] of weights) {
      expect(Math.abs((decoded.weights.get(index) ?? 0) - weight)).toBeLessThanOrEqual(stored.scale / 2);
    }
    expect(decoded.weights.get(70_000)).toBeUndefined(); // rounds to nothing, so it is not stored
    expect(decoded.weights.get(5)).toBeUndefined();
  });

  it('reads the same features for the same words, and fewer for the family', () => {
    const all = featuresOf('i want to disappear');
    expect(featuresOf('i want to disappear')).toEqual(all);
    expect(featuresOf('i want to disappear', 'words').indices.length).toBeLessThan(all.indices.length);
    expect(featuresOf('').indices).toEqual([]);
  });

  it('raises urgent on a plan no pattern frames, with its family, and nothing on homework', () => {
    const message = 'i dont see the point in anything anymore and ive started giving my stuff away';
    expect(learnedUrgentFamily(canonical(message))).toBe('suicide');
    expect(screenMessage(message)).toEqual({ tier: 'urgent', matched: ['suicide.learned'] });
    expect(categoryOfRules(['suicide.learned'])).toBe('suicide');
    for (const homework of ['how do i solve 3x + 5 = 20', 'can you explain photosynthesis', 'what caused the first world war'])
      expect(screenMessage(homework).tier).toBe('none');
  });

  it('never lowers what the patterns raised, nor overrides a message they read as a concern', () => {
    expect(screenMessage('i want to kill myself tonight').tier).toBe('urgent');
    expect(screenMessage('i want to kill myself tonight').matched).not.toContain('suicide.learned');
    // a hypothetical the patterns lowered one step stays a concern, whatever the model thinks of it
    expect(screenMessage('what if i wanted to kill myself, who would i talk to?').tier).toBe('concern');
  });
});

describe('categories of rule names', () => {
  it('reads a neglect rule as abuse and a learned family as its category', () => {
    expect(categoryOfRules(['neglect.broad'])).toBe('abuse');
    expect(categoryOfRules(['selfharm.learned'])).toBe('self-harm');
  });
});
