import type { AiUsageTodayResponse } from '@elearning/contract';
import { Alert } from '@elearning/remote-kit';

/** Below this share of today's allowance, the student is told what is left (docs/tutor.md, daily quotas). */
export const TIME_LEFT_NOTICE_BELOW = 0.25;

function inHoursAndMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** What the notice says, or null while more than a quarter of today's tutor time is left. */
export function timeLeftText(usage: AiUsageTodayResponse | null): string | null {
  if (!usage) return null;
  const resets = `It resets at midnight school time, in ${inHoursAndMinutes(usage.resetsInSeconds)}.`;
  if (usage.schoolCeilingReached) return `The school's AI tutor allowance for today is used up. ${resets}`;
  if (usage.remaining <= 0) return `You have reached today's limit for the AI tutor. ${resets}`;
  if (usage.remaining >= TIME_LEFT_NOTICE_BELOW) return null;
  const percent = Math.max(1, Math.floor(usage.remaining * 100));
  return `About ${percent}% of today's AI tutor time is left. ${resets}`;
}

/**
 * An account nobody vouched for yet (email not verified, not approved by a teacher) has the small
 * daily allowance (AI_DAILY_TOKENS_UNVERIFIED, packages/contract/src/ai-usage.ts): say so, and how
 * to get the full one. A backend without the field is taken as the full allowance.
 */
export const SMALL_ALLOWANCE =
  'Your account has a small daily allowance with the AI tutor until your email is verified or a teacher ' +
  'approves it. To get the full one, choose "Verify my email" under "Your account" at the top of this page, ' +
  'or ask a teacher.';

/**
 * The "tutor time left" notice near the ask form: shown once less than a quarter remains, and,
 * while the account has the small allowance, what that is and how to get the full one.
 */
export function TutorTimeLeft({ usage }: { usage: AiUsageTodayResponse | null }) {
  const text = timeLeftText(usage);
  const usedUp = usage !== null && (usage.schoolCeilingReached || usage.remaining <= 0);
  return (
    <div aria-live="polite" className="mf-question-time-left">
      <Alert text={text} variant={usedUp ? 'danger' : 'warning'} className="py-2 mt-3 mb-0" />
      <Alert
        text={usage?.fullAllowance === false ? SMALL_ALLOWANCE : null}
        variant="info"
        className="py-2 mt-3 mb-0 small"
      />
    </div>
  );
}
