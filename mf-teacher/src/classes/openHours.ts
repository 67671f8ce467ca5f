import type { OpenHoursSlot } from '@elearning/contract';

/**
 * Open hours as the form edits them. `<input type="time">` cannot hold "24:00", so an end of
 * midnight is shown as "00:00" and sent as "24:00" (the backend's end of the day).
 */
export interface SlotDraft {
  days: number[];
  from: string;
  to: string;
}

export const SCHOOL_DAY: SlotDraft = { days: [1, 2, 3, 4, 5], from: '08:00', to: '16:00' };

export const draftsOf = (hours: OpenHoursSlot[] | null): SlotDraft[] =>
  hours && hours.length > 0
    ? hours.map(({ days, from, to }) => ({ days: [...days], from, to: to === '24:00' ? '00:00' : to }))
    : [{ ...SCHOOL_DAY, days: [...SCHOOL_DAY.days] }];

export const slotsOf = (drafts: SlotDraft[]): OpenHoursSlot[] =>
  drafts.map(({ days, from, to }) => ({
    days: [...days].sort((a, b) => a - b),
    from,
    to: to === '00:00' ? '24:00' : to,
  }));

/** What is wrong with the hours, in the teacher's words (the backend checks again); null: nothing. */
export function hoursProblem(drafts: SlotDraft[]): string | null {
  for (const [index, slot] of slotsOf(drafts).entries()) {
    const which = drafts.length > 1 ? ` (hours ${index + 1})` : '';
    if (slot.days.length === 0) return `Choose at least one day${which}.`;
    if (!slot.from || !slot.to) return `Give a start and an end time${which}.`;
    if (slot.from >= slot.to) return `The start must be before the end${which}.`;
  }
  return null;
}

/** Same hours (the backend keeps each slot's days in order). */
export const sameHours = (a: OpenHoursSlot[] | null, b: OpenHoursSlot[] | null) =>
  JSON.stringify(a && slotsOf(a)) === JSON.stringify(b && slotsOf(b));
