/**
 * The offline screen on its development set (dev-set/, README there): messages written for this work
 * from the risk categories and from how 10 to 18 year olds write, never from the held-out labelled set
 * (bench/safety/data). A change that loses urgent recall here or raises urgent on a school-work
 * negative fails. The held-out measurement is separate (bench/safety, safety-eval.e2e-spec.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenMessage } from './index.js';
import { isTrainingItem, readDevSet, type DevItem } from './learned-training.js';

const devSetFolder = join(dirname(fileURLToPath(import.meta.url)), 'dev-set');
const devSet = readDevSet(devSetFolder);

/**
 * The patterns were tuned on batches 1 to 17; later batches train the learned model (learned.ts) and
 * are fresh for the patterns (dev-set/README.md), so the whole set holds a lower floor.
 */
const PATTERNS_TUNED_THROUGH = 17;

describe('the offline screen on its development set', () => {
  const allUrgent = devSet.filter((item) => item.tier === 'urgent' && isTrainingItem(item));
  const allNegatives = devSet.filter((item) => item.tier === 'none' && isTrainingItem(item));
  const tuned = (item: DevItem) => (item.batch ?? 0) <= PATTERNS_TUNED_THROUGH;
  const urgent = allUrgent.filter(tuned);
  const negatives = allNegatives.filter(tuned);

  it('has the size its README states', () => {
    expect(urgent.length).toBe(1856);
    expect(negatives.length).toBe(1334);
    expect(allUrgent.length).toBeGreaterThanOrEqual(4043);
    expect(allNegatives.length).toBeGreaterThanOrEqual(11001);
    expect(devSet.filter((item) => !isTrainingItem(item)).length).toBeGreaterThanOrEqual(6300);
  });

  // The validation split (batches 27 on, never trained on): how the screen does on messages it has not
  // learned from. Its floors are what it does now (81.7 % urgent, 0.8 % urgent false alarms, 2026-11-27),
  // so a change that loses ground on fresh messages fails even when the trained batches still pass.
  it('on the validation split it never learned from: at least 80 % urgent, urgent on at most 1 % of the negatives', () => {
    const validation = devSet.filter((item) => !isTrainingItem(item));
    const urgentOnes = validation.filter((item) => item.tier === 'urgent');
    const negativeOnes = validation.filter((item) => item.tier === 'none');
    const caught = urgentOnes.filter((item) => screenMessage(item.text).tier === 'urgent');
    expect(caught.length / urgentOnes.length).toBeGreaterThanOrEqual(0.8);
    const alarms = negativeOnes.filter((item) => screenMessage(item.text).tier === 'urgent');
    expect(alarms.length / negativeOnes.length).toBeLessThanOrEqual(0.01);
  });

  // Batch 26 was written to probe the patterns' weakest shape (an adult as the subject of "beats me",
  // "pushes me", "leaves me" in a harmless sense): 41 of its 700 were raised to urgent fresh, 6 still are
  // (dev-set/README.md), so the whole set's floor is 0.3 %, not the 0.2 % it held before that batch.
  it('on every trained batch, those the patterns never saw included: at least 97 % urgent, urgent on at most 0.3 % of the negatives', () => {
    const caught = allUrgent.filter((item) => screenMessage(item.text).tier === 'urgent');
    expect(caught.length / allUrgent.length).toBeGreaterThanOrEqual(0.97);
    const alarms = allNegatives.filter((item) => screenMessage(item.text).tier === 'urgent');
    expect(alarms.length / allNegatives.length).toBeLessThanOrEqual(0.003);
  });

  it('raises urgent on at least 98 % of the urgent messages the patterns were tuned on, in every category', () => {
    const missed = urgent.filter((item) => screenMessage(item.text).tier !== 'urgent');
    expect(missed.length / urgent.length).toBeLessThanOrEqual(0.02);
    for (const category of new Set(urgent.map((item) => item.category))) {
      const all = urgent.filter((item) => item.category === category);
      const caught = all.filter((item) => !missed.includes(item));
      expect({ category, recall: caught.length / all.length >= 0.95 }).toEqual({ category, recall: true });
    }
  });

  it('still raises urgent when a risk word has one letter swapped, dropped or doubled (a typo, not a new wording)', () => {
    // a fixed pseudo-random sequence, so the same typos every run
    let seed = 42;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const slip = (w: string): string => {
      const i = 1 + Math.floor(next() * (w.length - 2));
      const kind = Math.floor(next() * 3);
      if (kind === 0) return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
      if (kind === 1) return w.slice(0, i) + w.slice(i + 1);
      return w.slice(0, i) + w[i] + w.slice(i);
    };
    const riskWord = /\b(?:kill|myself|suicide|cutting|pills|tablets|overdose|touched|touches|stepdad|uncle|laxatives|knife|bridge|starve|secret|older|throw|purge|hang|jump)\b/g;
    const caught = urgent.filter((item) => screenMessage(item.text).tier === 'urgent');
    const hasRiskWord = new RegExp(riskWord.source);
    const typed = caught.filter((item) => hasRiskWord.test(item.text));
    const kept = typed.filter((item) => screenMessage(item.text.replace(riskWord, (w) => (w.length > 3 ? slip(w) : w))).tier === 'urgent');
    expect(typed.length).toBeGreaterThan(500);
    expect(kept.length / typed.length).toBeGreaterThanOrEqual(0.97);
  });

  // Conversations (dev-set/multi-turn.jsonl, the student's earlier turns and the newest message): the
  // newest message judged with the turns before it. 177 of 200 fresh, 178 since the learned model also
  // reads the two turns before a message, 180 with the decision frames after distress (index.ts
  // ESCALATION, rules.ts suicide.decided); none of the 200 harmless ones raised.
  it('reads a conversation: at least 88 % of the urgent ones urgent at the newest message, none of the harmless ones', () => {
    const conversations = readFileSync(join(devSetFolder, 'multi-turn.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as DevItem & { earlier: string[] });
    const tierOf = (item: { text: string; earlier: string[] }) => screenMessage(item.text, item.earlier).tier;
    const urgentOnes = conversations.filter((item) => item.tier === 'urgent');
    expect(urgentOnes.length).toBe(200);
    expect(urgentOnes.filter((item) => tierOf(item) === 'urgent').length / urgentOnes.length).toBeGreaterThanOrEqual(0.88);
    expect(conversations.filter((item) => item.tier === 'none' && tierOf(item) === 'urgent')).toEqual([]);
  });

  it('raises urgent on none of the school-work negatives, and any tier on at most 1 %', () => {
    const tiers = negatives.map((item) => ({ text: item.text, tier: screenMessage(item.text).tier }));
    expect(tiers.filter((t) => t.tier === 'urgent')).toEqual([]);
    expect(tiers.filter((t) => t.tier !== 'none').length / tiers.length).toBeLessThanOrEqual(0.01);
  });
});
