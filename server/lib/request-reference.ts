import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { referenceDigits } from '../../shared/referrals';

/**
 * The rows a reference the team was given points at (DR-1A2B-3C4D for a doctor request, MSG-... for
 * a message): the reference is the start of the stored id (shared/referrals.ts), so it is matched as
 * a prefix of the id's text. The contract has already checked that it is a reference of this kind.
 */
export function withReference(kind: 'referral' | 'contact', id: PgColumn, reference: string | undefined): SQL | undefined {
  const digits = reference === undefined ? null : referenceDigits(kind, reference);
  return digits === null ? undefined : sql`${id}::text like ${`${digits}%`}`;
}
