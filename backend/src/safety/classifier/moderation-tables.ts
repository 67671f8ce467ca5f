/**
 * What each classifier category means for a school (issue 25, "How messages are checked"): the
 * welfare tier it raises on a student's message, the family the alert shows, and whether the text
 * is harmful to hand to a student (the model's own answer is checked with the same call). Every
 * number and mapping of the classifier is in this file.
 *
 * Both tables only RAISE: the offline screen runs beside them and its verdict stands when a
 * classifier says nothing or is unavailable.
 */
import type { CategoryEffect } from './moderation-result.js';

export interface ScoreRule extends CategoryEffect {
  /** OpenAI's category name, e.g. `self-harm/intent`. */
  name: string;
  /** The rule fires when the category's score is at least this (0 to 1). */
  threshold: number;
}

/**
 * OpenAI moderation (`omni-moderation-latest`): the scores (`category_scores`, 0 to 1) are read,
 * not OpenAI's own `categories` booleans, so a school's thresholds are ours and documented here.
 * Thresholds: lower where a miss costs a child (self-harm intent, sexual content with minors),
 * higher where school work scores high (violence: wars, literature, biology; harassment: quoted
 * insults in a book). A category missing from the response (older text-moderation models have no
 * `illicit`) scores 0.
 *
 * | category               | threshold | tier    | family          | harmful |
 * |------------------------|-----------|---------|-----------------|---------|
 * | self-harm/intent       | 0.50      | urgent  | self-harm       | yes     |
 * | self-harm/instructions | 0.50      | urgent  | self-harm       | yes     |
 * | self-harm              | 0.70      | concern | self-harm       | no      |
 * | sexual/minors          | 0.30      | urgent  | grooming        | yes     |
 * | sexual                 | 0.60      | concern | sexual          | yes     |
 * | harassment/threatening | 0.60      | urgent  | threat          | yes     |
 * | hate/threatening       | 0.60      | urgent  | threat          | yes     |
 * | violence               | 0.85      | concern | threat          | no      |
 * | violence/graphic       | 0.80      | none    | harmful-request | yes     |
 * | illicit/violent        | 0.50      | concern | harmful-request | yes     |
 * | illicit                | 0.70      | concern | harmful-request | yes     |
 * | harassment             | 0.70      | conduct | conduct         | no      |
 * | hate                   | 0.70      | conduct | conduct         | yes     |
 */
export const OPENAI_SCORE_RULES: readonly ScoreRule[] = [
  { name: 'self-harm/intent', threshold: 0.5, tier: 'urgent', category: 'self-harm', harmful: true },
  { name: 'self-harm/instructions', threshold: 0.5, tier: 'urgent', category: 'self-harm', harmful: true },
  { name: 'self-harm', threshold: 0.7, tier: 'concern', category: 'self-harm', harmful: false },
  { name: 'sexual/minors', threshold: 0.3, tier: 'urgent', category: 'grooming', harmful: true },
  { name: 'sexual', threshold: 0.6, tier: 'concern', category: 'sexual', harmful: true },
  { name: 'harassment/threatening', threshold: 0.6, tier: 'urgent', category: 'threat', harmful: true },
  { name: 'hate/threatening', threshold: 0.6, tier: 'urgent', category: 'threat', harmful: true },
  { name: 'violence', threshold: 0.85, tier: 'concern', category: 'threat', harmful: false },
  { name: 'violence/graphic', threshold: 0.8, tier: 'none', category: 'harmful-request', harmful: true },
  { name: 'illicit/violent', threshold: 0.5, tier: 'concern', category: 'harmful-request', harmful: true },
  { name: 'illicit', threshold: 0.7, tier: 'concern', category: 'harmful-request', harmful: true },
  { name: 'harassment', threshold: 0.7, tier: 'conduct', category: 'conduct', harmful: false },
  { name: 'hate', threshold: 0.7, tier: 'conduct', category: 'conduct', harmful: true },
];

/**
 * Llama Guard 3's categories (the MLCommons hazards taxonomy, S1 to S14), as a guard model answers
 * them: `safe`, or `unsafe` and on the next line the violated codes (`unsafe\nS1,S11`). The guard
 * reads the earlier student turns too and judges only the last message. S1 is the student's own
 * message here (the classifier sends student messages as `user`), so violent wrongdoing asked or
 * planned by a student is read as a threat to others.
 *
 * | code | Llama Guard 3            | tier    | family          | harmful |
 * |------|--------------------------|---------|-----------------|---------|
 * | S1   | Violent Crimes           | urgent  | threat          | yes     |
 * | S2   | Non-Violent Crimes       | none    | harmful-request | yes     |
 * | S3   | Sex-Related Crimes       | urgent  | abuse           | yes     |
 * | S4   | Child Sexual Exploitation| urgent  | grooming        | yes     |
 * | S5   | Defamation               | —       | —               | no      |
 * | S6   | Specialized Advice       | —       | —               | no      |
 * | S7   | Privacy                  | —       | —               | no      |
 * | S8   | Intellectual Property    | —       | —               | no      |
 * | S9   | Indiscriminate Weapons   | concern | harmful-request | yes     |
 * | S10  | Hate                     | conduct | conduct         | yes     |
 * | S11  | Suicide & Self-Harm      | urgent  | self-harm       | yes     |
 * | S12  | Sexual Content           | concern | sexual          | yes     |
 * | S13  | Elections                | —       | —               | no      |
 * | S14  | Code Interpreter Abuse   | —       | —               | no      |
 *
 * A code without a row (S5-S8, S13, S14, a school's own S15) is listed in `checks` and changes
 * nothing. `unsafe` without any code is harmful and raises no tier (`classifier:guard:unsafe`).
 */
export const GUARD_CODES: Readonly<Record<string, CategoryEffect>> = {
  S1: { tier: 'urgent', category: 'threat', harmful: true },
  S2: { tier: 'none', category: 'harmful-request', harmful: true },
  S3: { tier: 'urgent', category: 'abuse', harmful: true },
  S4: { tier: 'urgent', category: 'grooming', harmful: true },
  S9: { tier: 'concern', category: 'harmful-request', harmful: true },
  S10: { tier: 'conduct', category: 'conduct', harmful: true },
  S11: { tier: 'urgent', category: 'self-harm', harmful: true },
  S12: { tier: 'concern', category: 'sexual', harmful: true },
};

/** Earlier student turns sent to a guard model with the message (risk builds over the last few). */
export const GUARD_CONTEXT_TURNS = 4;
/** A guard's verdict is a few tokens (`unsafe\nS1,S11`); more is never read. */
export const GUARD_MAX_TOKENS = 20;
