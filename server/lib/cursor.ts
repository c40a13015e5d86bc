import { z } from 'zod';
import { badRequest } from './errors';

/* Cursors are opaque to clients: base64url JSON of the last row's sort key. */
// Timestamps travel as PostgreSQL's own text (microseconds): a JavaScript Date would cut them to milliseconds.
export const rowId = z.number().int().min(1).max(2_147_483_647);

/** A timestamp as PostgreSQL writes it ('2025-10-18 19:54:14.346+00'), and a real date (no 31 February). */
export const pgTimestamp = z.string().refine((text) => {
  const match = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-4])(:[0-5]\d)?$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
});

export function encodeCursor(value: object) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A cursor from the request, checked before any of it reaches SQL (400 when it was not ours). */
export function decodeCursor<T>(schema: z.ZodType<T>, cursor: string): T {
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badRequest('Invalid cursor: start again from the first page');
  }
}
