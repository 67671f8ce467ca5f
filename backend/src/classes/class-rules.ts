import type { OpenHoursSlot } from '@elearning/contract';
import { isOpenAt, nextOpening, openingText } from './open-hours.js';

/** What the tutor must follow in a class (ClassesService.rulesForConversationClass). */
export interface ClassRules {
  classId: string;
  className: string;
  archived: boolean;
  tutorPaused: boolean;
  /** Always Guide me: no full answers. */
  guideOnly: boolean;
  /** The teachers' instructions, after the school's safety preamble, never replacing it ('' for none). */
  instructions: string;
  /** null: always open. */
  openHours: OpenHoursSlot[] | null;
  /** null: the school's allowance (AI_DAILY_TOKENS_PER_STUDENT). */
  dailyTokensPerStudent: number | null;
}

/** Whether the tutor answers in the class now, and what the student reads when it does not. */
export type TutorAvailability =
  | { open: true }
  | { open: false; reason: 'paused'; message: string }
  | { open: false; reason: 'closed'; message: string; opensAt: Date | null };

/**
 * Pause first (a teacher's decision now), then open hours in the school's time zone. Archived
 * classes are the caller's to decide (the class's conversations may still be read).
 */
export function tutorAvailability(rules: ClassRules, now: Date, timeZone: string): TutorAvailability {
  if (rules.tutorPaused)
    return {
      open: false,
      reason: 'paused',
      message: `Your teacher has paused the AI tutor for ${rules.className}`,
    };
  if (isOpenAt(rules.openHours, now, timeZone)) return { open: true };
  const opensAt = nextOpening(rules.openHours, now, timeZone) ?? null;
  return {
    open: false,
    reason: 'closed',
    opensAt,
    message:
      opensAt === null
        ? `The AI tutor for ${rules.className} is closed`
        : `The AI tutor for ${rules.className} opens again ${openingText(opensAt, now, timeZone)}`,
  };
}
