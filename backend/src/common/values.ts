const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that cannot be a row's (malformed) is answered like an unknown one: 404. */
export const isUuid = (value: string) => UUID.test(value);

/** A timestamp as the API shows it. */
export const iso = (value: Date | string) => new Date(value).toISOString();

/** An ILIKE pattern for "contains `text`": a `%`, `_` or backslash typed by a teacher is literal. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
