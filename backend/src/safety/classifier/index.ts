/** The moderation classifier (issue 25): import from here. Tables: moderation-tables.ts. */
export { ModerationClassifier, type ModerationSettings } from './moderation-classifier.js';
export { ModerationModule } from './moderation.module.js';
export type {
  ModerationInput,
  ModerationResult,
  ModerationTier,
  ModerationUnavailableReason,
} from './moderation-result.js';
export { GUARD_CODES, OPENAI_SCORE_RULES } from './moderation-tables.js';
export { parseGuardVerdict, parseOpenAiModeration } from './verdicts.js';
