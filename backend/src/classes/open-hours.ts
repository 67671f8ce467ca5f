import type { OpenHoursSlot } from '@elearning/contract';

/**
 * A class's open hours: a weekly schedule in the school's time zone (SCHOOL_TIME_ZONE), as a list
 * of slots `{ days: [1..7] (1 = Monday), from: "08:00", to: "16:00" }`. Pure functions: the
 * request's validation, whether the tutor is open at an instant, and when it opens next.
 */

/** Slots a class may have (a timetable of a few periods a day, each day different, fits). */
export const OPEN_HOURS_MAX_SLOTS = 20;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const SLOT_FIELDS = ['days', 'from', 'to'];
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const isTime = (value: unknown, end: boolean): value is string =>
  typeof value === 'string' && (TIME.test(value) || (end && value === '24:00'));
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function slotProblem(value: unknown, path: string): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `${path} must be an object with days, from and to`;
  const unknown = Object.keys(value).find((key) => !SLOT_FIELDS.includes(key));
  if (unknown !== undefined) return `${path} has an unknown field: ${unknown}`;
  const { days, from, to } = value as Record<string, unknown>;
  if (!Array.isArray(days) || days.length === 0)
    return `${path}.days must be a list of days, 1 (Monday) to 7 (Sunday)`;
  if (!days.every((day) => Number.isInteger(day) && day >= 1 && day <= 7))
    return `${path}.days must hold whole numbers from 1 (Monday) to 7 (Sunday)`;
  if (new Set(days).size !== days.length) return `${path}.days names a day twice`;
  if (!isTime(from, false)) return `${path}.from must be a time such as "08:00" (24 hours)`;
  if (!isTime(to, true)) return `${path}.to must be a time such as "16:00" (24 hours, up to "24:00")`;
  if (minutesOf(from) >= minutesOf(to)) return `${path}.from must be before ${path}.to`;
  return undefined;
}

/** Why `value` is not valid open hours (one slot or a list of slots), or undefined when it is. */
export function openHoursProblem(value: unknown, path = 'openHours'): string | undefined {
  if (!Array.isArray(value)) return slotProblem(value, path);
  if (value.length === 0) return `${path} needs at least one slot (send null for a tutor open at all hours)`;
  if (value.length > OPEN_HOURS_MAX_SLOTS) return `${path} may have at most ${OPEN_HOURS_MAX_SLOTS} slots`;
  for (const [index, slot] of value.entries()) {
    const problem = slotProblem(slot, `${path}[${index}]`);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** Valid open hours (see openHoursProblem) as stored: a list, each slot's days in order. */
export function normalizeOpenHours(value: OpenHoursSlot | OpenHoursSlot[]): OpenHoursSlot[] {
  return (Array.isArray(value) ? value : [value]).map(({ days, from, to }) => ({
    days: [...days].sort((a, b) => a - b),
    from,
    to,
  }));
}

/** A wall-clock reading in a time zone: its calendar date, ISO weekday and minute of the day. */
interface LocalTime {
  year: number;
  month: number;
  day: number;
  /** 1 = Monday ... 7 = Sunday. */
  weekday: number;
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function localTime(date: Date, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = parts;
  // The weekday of the calendar date (the same in every zone once the date is local).
  const weekday = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
  return { year, month, day, weekday, minutes: hour * 60 + minute };
}

/** The instant a wall-clock time of a local date has in the zone (DST: the offset found there). */
function instantOf(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const offsetAt = (instant: number) => {
    const local = localTime(new Date(instant), timeZone);
    return (
      Date.UTC(local.year, local.month - 1, local.day, 0, local.minutes) -
      Math.floor(instant / 60_000) * 60_000
    );
  };
  const first = offsetAt(wall);
  const second = offsetAt(wall - first);
  return new Date(wall - second);
}

/** Whether the tutor is open at `date`: null (no schedule) is always open. */
export function isOpenAt(openHours: readonly OpenHoursSlot[] | null, date: Date, timeZone: string): boolean {
  if (openHours === null) return true;
  const now = localTime(date, timeZone);
  return openHours.some(
    (slot) =>
      slot.days.includes(now.weekday) &&
      minutesOf(slot.from) <= now.minutes &&
      now.minutes < minutesOf(slot.to),
  );
}

/**
 * When the tutor is open next, from `date` on: `date` itself when it is open then, undefined when
 * the schedule never opens (a list without slots).
 */
export function nextOpening(
  openHours: readonly OpenHoursSlot[] | null,
  date: Date,
  timeZone: string,
): Date | undefined {
  if (isOpenAt(openHours, date, timeZone)) return date;
  const today = localTime(date, timeZone);
  let next: Date | undefined;
  // Every slot recurs weekly: today and the 7 days after hold its next start.
  for (let offset = 0; offset <= 7; offset++) {
    const calendar = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = ((calendar.getUTCDay() + 6) % 7) + 1;
    for (const slot of openHours ?? []) {
      if (!slot.days.includes(weekday)) continue;
      const start = instantOf(
        calendar.getUTCFullYear(),
        calendar.getUTCMonth() + 1,
        calendar.getUTCDate(),
        minutesOf(slot.from),
        timeZone,
      );
      if (start > date && (next === undefined || start < next)) next = start;
    }
    if (next !== undefined) return next;
  }
  return next;
}

/**
 * When `at` is, said from `now` in the school's zone, for "opens again ...": "today at 08:00",
 * "tomorrow at 08:00", "on Monday at 08:00" (within a week), "on 2027-01-04 at 08:00" beyond.
 */
export function openingText(at: Date, now: Date, timeZone: string): string {
  const when = localTime(at, timeZone);
  const from = localTime(now, timeZone);
  const time = `${String(Math.floor(when.minutes / 60)).padStart(2, '0')}:${String(when.minutes % 60).padStart(2, '0')}`;
  const days =
    (Date.UTC(when.year, when.month - 1, when.day) - Date.UTC(from.year, from.month - 1, from.day)) /
    86_400_000;
  if (days === 0) return `today at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  if (days > 1 && days < 7) return `on ${DAY_NAMES[when.weekday - 1]} at ${time}`;
  const date = `${when.year}-${String(when.month).padStart(2, '0')}-${String(when.day).padStart(2, '0')}`;
  return `on ${date} at ${time}`;
}
