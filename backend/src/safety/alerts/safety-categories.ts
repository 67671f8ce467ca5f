import type { SafetyCategory, SafetyTier } from '@elearning/contract';

/** The tiers (the contract's SafetyTier, as a value: the contract package is types only for the backend). */
export const SAFETY_TIERS = ['urgent', 'concern', 'conduct'] as const satisfies readonly SafetyTier[];

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
