import type { SafetyCategory } from '@elearning/contract';

/** The welfare tier of a student message; `none`: nothing for an adult. */
export type ModerationTier = 'urgent' | 'concern' | 'conduct' | 'none';

/** Why there is no verdict (the offline screen's verdict then stands). */
export type ModerationUnavailableReason = 'not-configured' | 'timeout' | 'down' | 'bad-response';

/**
 * The classifier's verdict on one text.
 * - `tier`: the welfare tier if the text is a student's message (the highest of the categories hit).
 * - `category`: the family of the check that decided the tier (of the first harmful one when the
 *   tier is `none`); null when nothing was hit.
 * - `harmful`: content a student must not receive (used on the model's own answer): weapons,
 *   sexual content, self-harm instructions or encouragement, violent wrongdoing, threats, hate.
 * - `checks`: what fired, e.g. `classifier:openai:self-harm/intent`, `classifier:guard:S11`;
 *   never the text.
 */
export type ModerationResult =
  | {
      available: true;
      tier: ModerationTier;
      category: SafetyCategory | null;
      harmful: boolean;
      checks: string[];
    }
  | { available: false; reason: ModerationUnavailableReason };

/** What is classified: the text, and the conversation's earlier student messages (oldest first). */
export interface ModerationInput {
  text: string;
  earlier: string[];
}

/** One category's effect on the verdict (a row of the tables in moderation-tables.ts). */
export interface CategoryEffect {
  tier: ModerationTier;
  category: SafetyCategory;
  harmful: boolean;
}
