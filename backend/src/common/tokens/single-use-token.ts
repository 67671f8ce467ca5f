import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a link (256 bits, URL-safe). */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** Only the SHA-256 of a link's token is stored: a database leak gives no working link. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
