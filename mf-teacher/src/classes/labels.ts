import type { ClassLiveStudent, StuckReason } from '@elearning/contract';
import { plural } from '../common/format';

/** ISO weekdays as the backend numbers them (1 = Monday ... 7 = Sunday). */
export const DAYS = [
  { day: 1, short: 'Mon', long: 'Monday' },
  { day: 2, short: 'Tue', long: 'Tuesday' },
  { day: 3, short: 'Wed', long: 'Wednesday' },
  { day: 4, short: 'Thu', long: 'Thursday' },
  { day: 5, short: 'Fri', long: 'Friday' },
  { day: 6, short: 'Sat', long: 'Saturday' },
  { day: 7, short: 'Sun', long: 'Sunday' },
] as const;

/** Why the live view thinks a student is stuck, in the teacher's words. */
export const STUCK_REASONS: Record<StuckReason, string> = {
  thumbs_down: 'gave the answer a thumbs down',
  follow_ups: 'several follow-ups without a thumbs up',
  asked_again: 'asked the same question again',
};

export const LIVE_STATUS: Record<NonNullable<ClassLiveStudent['latestQuestion']>['status'], string> = {
  pending: 'Not answered yet',
  answered: 'Answered',
  failed: 'Failed',
  stopped: 'Stopped',
};

/** "K7M2-P9QZ": the code in two halves, easier to read from the back of a room (joining ignores the dash). */
export const spacedCode = (code: string) =>
  code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;

/** The link students open to join (the shell's /join/<code> page). */
export const joinLinkOf = (code: string) => `${window.location.origin}/join/${code}`;

/** "2 students", "1 student". */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${plural(n, one, many)}`;
