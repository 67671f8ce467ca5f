import type { SafetyCategory } from '@elearning/contract';

/** The screen's rule families (and its context rules) in the contract's words. */
const FAMILY_CATEGORY: Record<string, SafetyCategory> = {
  suicide: 'suicide',
  selfharm: 'self-harm',
  abuse: 'abuse',
  neglect: 'abuse',
  grooming: 'grooming',
  threat: 'threat',
  eating: 'eating',
  distress: 'distress',
  bullying: 'bullying',
  selfhatred: 'self-hatred',
  substances: 'substances',
  sexual: 'sexual',
  conduct: 'conduct',
  escalation: 'suicide',
};

/** The category of a verdict: the family of its first rule ("selfharm.recent" → self-harm). */
export function categoryOfRules(matched: readonly string[]): SafetyCategory {
  for (const name of matched) {
    const [family, detail] = name.split('.');
    const category = FAMILY_CATEGORY[family === 'context' ? (detail ?? '') : (family ?? '')];
    if (category) return category;
  }
  return 'distress';
}
