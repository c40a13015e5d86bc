import { count } from 'drizzle-orm';
import { whyNotAddTeamMember } from '../../../shared/policies/settings';
import { SETTINGS_LIMITS } from '../../../shared/settings';
import type { Tx } from '../../db';
import { teamMembers } from '../../db/schema';
import { AppError, said } from '../../lib/errors';

/** The settings' rules (shared/policies/settings.ts) that need the database, in the caller's transaction. */

export async function authorizeTeamAdd(tx: Tx) {
  const [row] = await tx.select({ n: count() }).from(teamMembers);
  if (whyNotAddTeamMember(row?.n ?? 0) === 'full') {
    throw new AppError('CONFLICT', said('The team can have at most {max} profiles. Remove one before adding another.', { max: SETTINGS_LIMITS.teamMax }));
  }
}

/** A new order names every member once, and nobody else. */
export function checkTeamOrder(current: string[], ids: string[]) {
  const known = new Set(current);
  if (new Set(ids).size !== ids.length || ids.length !== current.length || !ids.every((id) => known.has(id))) {
    throw new AppError('CONFLICT', 'The team has changed since this page was loaded. Reload it and try again.');
  }
}
