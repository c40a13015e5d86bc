import { createHash, randomBytes } from 'node:crypto';

/* Secrets handed out in links (an invitation): only their hash is kept, so a copy of the database opens nothing. */

/** 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');

/** What is stored in place of a token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
