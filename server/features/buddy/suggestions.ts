import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { BuddyCandidate, SuggestionList } from '../../../shared/api/buddy';
import { countryName } from '../../../shared/countries';
import type { Db } from '../../db';
import { buddyMatches, memberBlocks, shoeProfiles, users } from '../../db/schema';
import { describeFit, isActive, needsBuddy, type ShoeFacts } from './matching';
import { factsOf, profileRow } from './profile-service';

export const SUGGESTION_LIMIT = 20;

/** Members A must not be offered: open matches, anyone either declined, and blocks either way. */
async function excludedFor(db: Db, userId: string) {
  const matches = await db
    .select({ requesterId: buddyMatches.requesterId, recipientId: buddyMatches.recipientId })
    .from(buddyMatches)
    .where(and(or(eq(buddyMatches.requesterId, userId), eq(buddyMatches.recipientId, userId)), inArray(buddyMatches.status, ['requested', 'accepted', 'declined'])));
  const blocks = await db
    .select({ blockerId: memberBlocks.blockerId, blockedId: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(or(eq(memberBlocks.blockerId, userId), eq(memberBlocks.blockedId, userId)));
  const ids = new Set<string>([userId]);
  for (const m of matches) ids.add(m.requesterId === userId ? m.recipientId : m.requesterId);
  for (const b of blocks) ids.add(b.blockerId === userId ? b.blockedId : b.blockerId);
  return [...ids];
}

/**
 * A's candidates, best first, in one query: a range scan of the size-pair index within A's scale
 * (the swapped sizes, give or take the tolerance both allow), then the same ranking as matching.ts.
 */
export async function candidateRows(db: Db, a: ShoeFacts, options: { limit?: number; only?: string } = {}) {
  const excluded = await excludedFor(db, a.userId);
  const tol = a.tolerance === 'half' ? 0.5 : 0;
  const exact = sql<boolean>`(${shoeProfiles.leftFootSize} = ${a.right} and ${shoeProfiles.rightFootSize} = ${a.left})`;
  const widths = sql<number>`((${shoeProfiles.rightWidth} is not null and ${shoeProfiles.rightWidth} = ${a.leftWidth})::int + (${shoeProfiles.leftWidth} is not null and ${shoeProfiles.leftWidth} = ${a.rightWidth})::int)`;
  const brands = sql<boolean>`(${shoeProfiles.brandKeys} && ${sql.param(a.brandKeys)}::text[])`;
  const types = sql<boolean>`(${shoeProfiles.typeKeys} && ${sql.param(a.typeKeys)}::text[])`;
  const sameCountry = sql<boolean>`coalesce(${shoeProfiles.country} = ${a.country}, false)`;
  return db
    .select({ profile: shoeProfiles, firstName: users.firstName, profileImageUrl: users.profileImageUrl, privacy: users.privacySettings })
    .from(shoeProfiles)
    .innerJoin(users, eq(users.id, shoeProfiles.userId))
    .where(
      and(
        eq(shoeProfiles.sizeScale, a.sizeScale),
        sql`${shoeProfiles.leftFootSize} between ${a.right - tol} and ${a.right + tol}`,
        sql`${shoeProfiles.rightFootSize} between ${a.left - tol} and ${a.left + tol}`,
        or(eq(shoeProfiles.tolerance, 'half'), exact),
        // The partial index's own predicate, so the planner uses it.
        sql`not ${shoeProfiles.paused} and ${shoeProfiles.leftFootSize} <> ${shoeProfiles.rightFootSize}`,
        gt(shoeProfiles.confirmBy, sql`now()`),
        sql`${shoeProfiles.userId} <> all(${sql.param(excluded)}::uuid[])`,
        options.only ? eq(shoeProfiles.userId, options.only) : undefined,
        isNotNull(users.emailVerifiedAt),
        isNull(users.suspendedAt),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(desc(exact), desc(widths), desc(brands), desc(types), desc(sameCountry), desc(shoeProfiles.confirmedAt), asc(shoeProfiles.userId))
    .limit(options.limit ?? SUGGESTION_LIMIT);
}

type CandidateRow = Awaited<ReturnType<typeof candidateRows>>[number];

/** A candidate as A may see them: first name, and the country only when their privacy allows. */
function presentCandidate(a: ShoeFacts, row: CandidateRow): BuddyCandidate {
  const b = factsOf(row.profile);
  const visible: ShoeFacts = { ...b, country: row.privacy.showLocation ? b.country : null };
  const { matches, differences } = describeFit(a, visible, { country: (code) => countryName(code) });
  return {
    memberId: b.userId,
    firstName: row.firstName,
    profileImageUrl: row.profileImageUrl,
    country: visible.country,
    sizeScale: b.sizeScale,
    leftFootSize: b.left,
    rightFootSize: b.right,
    leftWidth: b.leftWidth,
    rightWidth: b.rightWidth,
    preferredBrands: row.profile.preferredBrands,
    shoeTypes: row.profile.shoeTypes,
    confirmedAt: b.confirmedAt.toISOString(),
    matches,
    differences,
  };
}

export async function suggestionsFor(db: Db, userId: string): Promise<SuggestionList> {
  const row = await profileRow(db, userId);
  if (!row) return { suggestions: [], reason: 'no-profile' };
  const a = factsOf(row);
  if (!needsBuddy(a)) return { suggestions: [], reason: 'equal-sizes' };
  if (a.paused) return { suggestions: [], reason: 'paused' };
  if (!isActive(a)) return { suggestions: [], reason: 'stale' };
  const rows = await candidateRows(db, a);
  return { suggestions: rows.map((candidate) => presentCandidate(a, candidate)), reason: null };
}

/** Whether B is currently a candidate for A (a request needs it). */
export async function isCandidate(db: Db, a: ShoeFacts, memberId: string) {
  if (!isActive(a)) return false;
  return (await candidateRows(db, a, { only: memberId, limit: 1 })).length > 0;
}
