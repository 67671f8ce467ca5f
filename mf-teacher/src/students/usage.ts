import type { SchoolAiUsageView, StudentAiUsageView } from '@elearning/contract';

const NUMBER = new Intl.NumberFormat('en-GB');
const TIME = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });

export const tokens = (count: number) => NUMBER.format(count);

/** "12,000 of 200,000 (6%)": a student's use of today's allowance. */
export function usageText({ usedTokens, limitTokens }: StudentAiUsageView): string {
  const percent = limitTokens > 0 ? Math.round((usedTokens / limitTokens) * 100) : 0;
  return `${tokens(usedTokens)} of ${tokens(limitTokens)} (${percent}%)`;
}

/** The school's line above the students: today's total and its ceiling. */
export function schoolText(school: SchoolAiUsageView): string {
  const ceiling =
    school.ceilingTokens === null ? 'no daily ceiling' : `a daily ceiling of ${tokens(school.ceilingTokens)}`;
  return (
    `Today (${school.day}, ${school.timeZone}) the school has used ${tokens(school.usedTokens)} tokens, ` +
    `with ${ceiling}. Each student may use ${tokens(school.perStudentTokens)} a day.`
  );
}

/** Said to every teacher once the school's ceiling is reached for today; null before. */
export function ceilingText(school: SchoolAiUsageView | undefined): string | null {
  if (!school?.ceilingReachedAt || school.ceilingTokens === null) return null;
  return (
    `The school's daily AI tutor ceiling (${tokens(school.ceilingTokens)} tokens) was reached at ` +
    `${TIME.format(new Date(school.ceilingReachedAt))}: no student can use the tutor until midnight ` +
    `(${school.timeZone}).`
  );
}
