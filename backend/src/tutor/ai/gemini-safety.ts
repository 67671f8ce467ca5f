import { AnswerError } from './answer-error.js';
import type { GeminiStreamEvent } from './gemini-stream.js';

/**
 * Gemini's adjustable safety filters, sent with every request (`safetySettings` in the REST body,
 * `config.safetySettings` in @google/genai; the enum names of the SDK's `HarmCategory` and
 * `HarmBlockThreshold`). Why explicit and why this strict: the students are minors, and Gemini's
 * own default for these filters is off or lenient (it changed between model generations), so the
 * school's protection must not depend on a model's default. `BLOCK_LOW_AND_ABOVE` blocks content
 * with even a low probability of harm, the strictest level short of not answering; a blocked
 * request ends with a kind message (below). Gemini's built-in protections (child safety) always
 * apply on top. Changing a threshold here is a safeguarding decision: note it in docs/tutor.md.
 */
export const GEMINI_SAFETY_SETTINGS = [
  { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_LOW_AND_ABOVE' },
  { category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_LOW_AND_ABOVE' },
  { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', threshold: 'BLOCK_LOW_AND_ABOVE' },
  { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'BLOCK_LOW_AND_ABOVE' },
] as const;

/**
 * Finish reasons that mean Gemini's filters stopped the answer (the SDK's `FinishReason`): the
 * student gets the `blocked` message. `RECITATION` (the answer was too close to a published text)
 * is not a safety matter and gets its own, retryable message; `MAX_TOKENS`, `STOP` and the rest
 * are not stops by a filter.
 */
const BLOCKING_FINISH_REASONS = new Set([
  'SAFETY',
  'BLOCKLIST',
  'PROHIBITED_CONTENT',
  'SPII',
  'IMAGE_SAFETY',
  'IMAGE_PROHIBITED_CONTENT',
]);

/**
 * The error an event means when Gemini's own filters ended the answer, or undefined: a prompt
 * blocked before any answer (`promptFeedback.blockReason`, no candidates), or a candidate that
 * ended with a blocking finish reason (its content empty or partial). The detail, for the server
 * log only, names the reason and the categories Gemini rated as blocked, never the student's text.
 */
export function geminiSafetyStop(event: GeminiStreamEvent): AnswerError | undefined {
  const blockReason = event.promptFeedback?.blockReason;
  if (blockReason) {
    return AnswerError.blocked(
      `Gemini blocked the prompt: blockReason ${blockReason}${categories(event.promptFeedback?.safetyRatings)}`,
    );
  }
  const candidate = event.candidates?.[0];
  const finishReason = candidate?.finishReason;
  if (finishReason && BLOCKING_FINISH_REASONS.has(finishReason)) {
    return AnswerError.blocked(
      `Gemini stopped the answer: finishReason ${finishReason}${categories(candidate.safetyRatings)}`,
    );
  }
  if (finishReason === 'RECITATION')
    return AnswerError.recitation('Gemini stopped the answer: finishReason RECITATION');
  return undefined;
}

function categories(ratings: GeminiSafetyRating[] | undefined): string {
  const blocked = (ratings ?? [])
    .filter((rating) => rating.blocked)
    .map((rating) => `${String(rating.category)} ${String(rating.probability ?? '')}`.trim());
  return blocked.length > 0 ? ` (${blocked.join(', ')})` : '';
}

/** One of Gemini's `safetyRatings` (on `promptFeedback` and on each candidate). */
export interface GeminiSafetyRating {
  category?: string;
  probability?: string;
  blocked?: boolean;
}
