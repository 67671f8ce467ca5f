/**
 * The console's keyset cursor: where the next page of the questions list starts. A list is made of
 * parts shown one after the other (escalations waiting, then the rest; in a search, questions whose
 * own words match, then those matched by their answer), each newest first; the cursor names the
 * part and the last row seen in it (its creation time to the microsecond, as Postgres keeps it,
 * and its id). Opaque to clients: base64url of `part|created_at|id`.
 */
export interface QuestionCursor {
  part: number;
  /** ISO 8601 with microseconds, from Postgres (JavaScript dates stop at milliseconds). */
  createdAt: string;
  id: string;
}

const SHAPE =
  /^([0-9])\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function encodeCursor(cursor: QuestionCursor): string {
  return Buffer.from(`${cursor.part}|${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

/** The cursor, or undefined when `text` is not one this list made. */
export function decodeCursor(text: string): QuestionCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return undefined;
  const match = SHAPE.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match) return undefined;
  return { part: Number(match[1]), createdAt: match[2] as string, id: (match[3] as string).toLowerCase() };
}
