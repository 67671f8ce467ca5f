import type { RecordStatus } from './oneroster-csv.js';
import { ONEROSTER_ROLES, type OneRosterRole } from './oneroster-columns.js';

/** The values of OneRoster rows as exports write them: statuses, dates, roles, addresses, names. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

/** '' (bulk files may leave it blank) and `active` are active; `tobedeleted` and 1.0's `inactive` end. */
export function recordStatus(value: string): RecordStatus | undefined {
  const status = value.trim().toLowerCase();
  if (status === '' || status === 'active') return 'active';
  if (status === 'tobedeleted' || status === 'inactive') return 'ended';
  return undefined;
}

/**
 * A date of the binding (`2023-05-01`, `2023-05-01T18:25:43.511Z`) or as spreadsheets write them
 * (`1/05/2023`: day first, unless the second number cannot be a month, as in `5/31/2023`);
 * null for a blank value, undefined when it is not a date.
 */
export function parseRosterDate(value: string): Date | null | undefined {
  const text = value.trim();
  if (!text) return null;
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      text,
    );
  if (iso) {
    const [, year, month, day] = iso;
    if (!validDay(Number(year), Number(month), Number(day))) return undefined;
    const parsed = new Date(iso[4] === undefined ? `${year}-${month}-${day}T00:00:00Z` : text);
    return Number.isNaN(parsed.getTime()) ? undefined : parsed;
  }
  const slashed = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  if (slashed) {
    const first = Number(slashed[1]);
    const second = Number(slashed[2]);
    const year = Number(slashed[3]);
    // Day first (most of the world, and the exports we have seen: 15/06/2023), unless that is impossible.
    const [day, month] = second > 12 ? [second, first] : [first, second];
    if (!validDay(year, month, day)) return undefined;
    return new Date(Date.UTC(year, month - 1, day));
  }
  return undefined;
}

function validDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An enumeration value as the spec spells it, whatever its case; undefined when unknown. */
export function canonicalRole(value: string): OneRosterRole | undefined {
  const lower = value.trim().toLowerCase();
  return ONEROSTER_ROLES.find((role) => role.toLowerCase() === lower);
}

export function usableEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= EMAIL_MAX && EMAIL.test(email) ? email : null;
}

/** At most `max` characters (code points), without a trailing space. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : text;
}
