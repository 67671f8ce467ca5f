const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that cannot be a row's (malformed) is answered like an unknown one: 404. */
export const isUuid = (value: string) => UUID.test(value);

/** A timestamp as the API shows it. */
export const iso = (value: Date | string) => new Date(value).toISOString();

/** "28 Nov 2026, 12:34": a time as a person reads it, in `timeZone` (emails, the data export's page). */
export const readableTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at);

/** An ILIKE pattern for "contains `text`": a `%`, `_` or backslash typed by a teacher is literal. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
