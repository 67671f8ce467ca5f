/**
 * The access log's keyset cursor: the id of the last row seen. Rows are only ever appended, so
 * their ids order them. Opaque to clients: base64url of `log|<id>`.
 */
const SHAPE = /^log\|([1-9][0-9]{0,18})$/;
const LARGEST_ID = 2n ** 63n - 1n;

export const encodeLogCursor = (id: string): string => Buffer.from(`log|${id}`).toString('base64url');

/** The id, or undefined when `text` is not a cursor this log made. */
export function decodeLogCursor(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(text)) return undefined;
  const id = SHAPE.exec(Buffer.from(text, 'base64url').toString('utf8'))?.[1];
  return id !== undefined && BigInt(id) <= LARGEST_ID ? id : undefined;
}
