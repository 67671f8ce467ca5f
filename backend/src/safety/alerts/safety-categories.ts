import type { SafetyCategory } from '@elearning/contract';

/** Every category an alert may have (the contract's SafetyCategory). */
export const SAFETY_CATEGORIES: readonly SafetyCategory[] = [
  'suicide',
  'self-harm',
  'abuse',
  'grooming',
  'threat',
  'eating',
  'distress',
  'bullying',
  'self-hatred',
  'substances',
  'sexual',
  'harmful-request',
  'conduct',
];
