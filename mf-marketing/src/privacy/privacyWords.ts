import type { PrivacyAiProvider } from '@elearning/contract';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * A retention period in plain words: the configured number of days, and in years or months when
 * that is easier to picture ("730 days (2 years)", "540 days (about 18 months)").
 */
export function daysText(days: number): string {
  const exact = plural(days, 'day');
  if (days >= 365 && days % 365 === 0) return `${exact} (${plural(days / 365, 'year')})`;
  if (days >= 730) return `${exact} (about ${plural(Math.round(days / 365), 'year')})`;
  if (days >= 60) return `${exact} (about ${plural(Math.round(days / 30.4), 'month')})`;
  return exact;
}

/** Until the backend's values arrive (and on the prerendered page): true, without a number. */
export const UNTIL_READ = 'a set number of days that your school chooses';

/** Which service reads the students' questions, in words a student follows. */
export function providerText(provider: PrivacyAiProvider): string {
  switch (provider) {
    case 'gemini':
      return 'This school uses Google’s Gemini AI service.';
    case 'openai-compatible':
      return 'This school uses an AI service it chose itself, which may run on its own computers.';
    case 'none':
      return 'The AI tutor is switched off at this school right now, so nothing is sent to an AI service.';
  }
}
