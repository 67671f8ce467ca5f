/** The school's calendar day (YYYY-MM-DD) in its time zone, and when the next one starts. */
export interface SchoolDay {
  day: string;
  /** The instant of the next midnight in the school's time zone (when the daily quotas start again). */
  resetsAt: Date;
  /** Whole seconds until then (at least 1: a Retry-After of 0 would invite an immediate retry). */
  secondsLeft: number;
}

/** Whether Intl knows this IANA time zone (e.g. Europe/Paris). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The local date and the seconds since local midnight of an instant in a time zone. */
function localTime(timeZone: string, instant: number): { day: string; secondsOfDay: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    secondsOfDay: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  };
}

/**
 * The last day worked out per time zone, from the instant it was asked for to the next midnight:
 * any instant in between is on the same day. Every answer asks (the daily allowance), and working
 * it out formats two dates (about 50 µs, 200 times in a row when a class asks at once).
 */
const lastDays = new Map<string, { from: number; day: string; next: number }>();

export function schoolDay(timeZone: string, now = new Date()): SchoolDay {
  const nowMs = now.getTime();
  const known = lastDays.get(timeZone);
  if (known && nowMs >= known.from && nowMs < known.next) return dayEndingAt(known.day, known.next, nowMs);
  const at = Math.floor(nowMs / 1000) * 1000;
  const today = localTime(timeZone, at);
  // A day is 24 h except when the clocks change (23 h or 25 h): guess 24 h, then correct by what
  // the local clock says at the guess.
  let next = at + (86_400 - today.secondsOfDay) * 1000;
  const guess = localTime(timeZone, next);
  if (guess.day === today.day) next += (86_400 - guess.secondsOfDay) * 1000;
  else next -= guess.secondsOfDay * 1000;
  lastDays.set(timeZone, { from: at, day: today.day, next });
  return dayEndingAt(today.day, next, nowMs);
}

function dayEndingAt(day: string, next: number, nowMs: number): SchoolDay {
  return { day, resetsAt: new Date(next), secondsLeft: Math.max(1, Math.ceil((next - nowMs) / 1000)) };
}

/** "3 h 20 min" / "12 min": when the quota resets, for the student. */
export function inHoursAndMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}
