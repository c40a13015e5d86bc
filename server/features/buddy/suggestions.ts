import { eq, type Placeholder, sql } from 'drizzle-orm';
import type { BuddyCandidate, SuggestionList } from '../../../shared/api/buddy';
import { countryName } from '../../../shared/countries';
import type { Db } from '../../db';
import { buddyMatches, memberBlocks, shoeProfiles, users } from '../../db/schema';
import { preparedPer } from '../../lib/prepared';
import { describeFit, isActive, needsBuddy, type ShoeFacts } from './matching';
import { factsOf } from './profile-service';

export const SUGGESTION_LIMIT = 20;

/** How many of the most recently confirmed profiles of each size cell are ranked (bounded work at any size). */
const PER_CELL = 100;

type ProfileRow = typeof shoeProfiles.$inferSelect;
type RawCandidate = Record<string, unknown>;

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const toArray = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

function fromRaw(row: RawCandidate) {
  const profile: ProfileRow = {
    userId: String(row.user_id),
    leftFootSize: Number(row.left_foot_size),
    rightFootSize: Number(row.right_foot_size),
    preferredBrands: (row.preferred_brands as string | null) ?? null,
    shoeTypes: (row.shoe_types as string | null) ?? null,
    notes: (row.notes as string | null) ?? null,
    updatedAt: toDate(row.updated_at),
    sizeScale: row.size_scale as ProfileRow['sizeScale'],
    leftWidth: (row.left_width as ProfileRow['leftWidth']) ?? null,
    rightWidth: (row.right_width as ProfileRow['rightWidth']) ?? null,
    country: (row.country as string | null) ?? null,
    wearerBirthYear: row.wearer_birth_year === null || row.wearer_birth_year === undefined ? null : Number(row.wearer_birth_year),
    tolerance: row.tolerance as ProfileRow['tolerance'],
    paused: Boolean(row.paused),
    brandKeys: toArray(row.brand_keys),
    typeKeys: toArray(row.type_keys),
    confirmedAt: toDate(row.confirmed_at),
    confirmBy: toDate(row.confirm_by),
  };
  const privacy = (typeof row.privacy_settings === 'string' ? JSON.parse(row.privacy_settings) : row.privacy_settings) as { showLocation: boolean };
  return { profile, firstName: (row.first_name as string | null) ?? null, profileImageUrl: (row.profile_image_url as string | null) ?? null, privacy };
}

/** Members A must not be offered: A, open matches, anyone either declined, and blocks either way (read by the statement itself). */
const excludedIds = (userId: string | Placeholder) => sql`array(
  select case when bm.requester_id = ${userId} then bm.recipient_id else bm.requester_id end from ${buddyMatches} bm
  where (bm.requester_id = ${userId} or bm.recipient_id = ${userId}) and bm.status in ('requested', 'accepted', 'declined')
  union all
  select case when mb.blocker_id = ${userId} then mb.blocked_id else mb.blocker_id end from ${memberBlocks} mb
  where mb.blocker_id = ${userId} or mb.blocked_id = ${userId}
  union all
  select ${userId}::uuid)`;

type Cell = readonly [left: number, right: number];

/**
 * A's candidates, best first. B's size pair must be A's swapped, or within half a size when both
 * allow it: at most nine (left, right) cells. Each cell is read from a size-pair index in its own
 * order and stops after PER_CELL active members, so the work is bounded however many profiles there
 * are; those are then ranked as matching.ts ranks. One statement when the exact cell has enough.
 * With `cells` (kept lists, see keptCells), the cells' members come from memory and only A's own
 * exclusions are read.
 */
export async function candidateRows(db: Db, a: ShoeFacts, options: { limit?: number; only?: string; cells?: KeptCells; excluded?: readonly string[] } = {}) {
  const limit = options.limit ?? SUGGESTION_LIMIT;
  const read = (cells: readonly Cell[], fit: 'exact' | 'half', count: number) =>
    options.cells && options.excluded && !options.only
      ? rankedFromKept(db, a, cells, fit, count, options.cells, options.excluded)
      : rankedInCells(db, a, cells, fit, count, options.only);
  const exact = await read([[a.right, a.left]], 'exact', limit);
  if (a.tolerance !== 'half' || exact.length >= limit) return exact;
  // Exact sizes always rank above half a size, so the other eight cells are read only when needed.
  const near: Cell[] = [-0.5, 0, 0.5].flatMap((dl) => [-0.5, 0, 0.5].filter((dr) => dl !== 0 || dr !== 0).map((dr) => [a.right + dl, a.left + dr] as const));
  return [...exact, ...(await read(near, 'half', limit - exact.length))];
}

/** The members of A's cells that the statement below filters on for everyone (not A's own exclusions). */
const cellFilter = (a: ShoeFacts, fit: 'exact' | 'half') => sql`sp.size_scale = ${a.sizeScale}
  and not sp.paused and sp.left_foot_size <> sp.right_foot_size
  ${fit === 'half' ? sql`and sp.tolerance = 'half'` : sql``}
  and sp.confirm_by > now()
  and member.email_verified_at is not null and member.suspended_at is null and member.deleted_at is null`;

/**
 * The best `limit` of the cells' candidates. Each cell takes its PER_CELL most recently confirmed
 * active members in an index's order (confirmed_at desc nulls last), so its scan stops after them;
 * the half-size cells read the index of profiles that allow half a size, so they skip nobody.
 */
async function rankedInCells(db: Db, a: ShoeFacts, cells: readonly Cell[], fit: 'exact' | 'half', limit: number, only: string | undefined) {
  const values = cells.map(([l, r]) => sql`(${l}::numeric, ${r}::numeric)`);
  const result = await db.execute(sql`
    select c.*,
      ((c.right_width is not null and c.right_width = ${a.leftWidth})::int + (c.left_width is not null and c.left_width = ${a.rightWidth})::int) as widths,
      (c.brand_keys && ${sql.param(a.brandKeys)}::text[]) as brands,
      (c.type_keys && ${sql.param(a.typeKeys)}::text[]) as types,
      coalesce(c.country = ${a.country}, false) as same_country
    from (values ${sql.join(values, sql`, `)}) as cell(l, r)
    cross join lateral (
      select sp.*, member.first_name, member.profile_image_url, member.privacy_settings
      from ${shoeProfiles} sp
      join ${users} member on member.id = sp.user_id
      where sp.left_foot_size = cell.l and sp.right_foot_size = cell.r and ${cellFilter(a, fit)}
        and sp.user_id <> all(${excludedIds(a.userId)})
        ${only ? sql`and sp.user_id = ${only}` : sql``}
      order by sp.confirmed_at desc nulls last
      limit ${PER_CELL}
    ) c
    order by widths desc, brands desc, types desc, same_country desc, c.confirmed_at desc, c.user_id asc
    limit ${limit}`);
  return (result as unknown as { rows: RawCandidate[] }).rows.map(fromRaw);
}

/**
 * A cell's most recently confirmed active members, shared by every member whose suggestions read the
 * cell. More than PER_CELL are kept, so a member's own exclusions (open requests, declines, blocks)
 * and members gone stale since can be dropped and PER_CELL still remain; when they do not, the cell
 * is read from the database for that member.
 */
const CELL_KEPT = PER_CELL + 50;
type CellList = { rows: CandidateRow[]; complete: boolean };
/** Kept cell lists by key, read through `read` when not kept (routes.ts keeps them per buddy version). */
export type KeptCells = (key: string, read: () => Promise<CellList>) => Promise<CellList>;

async function readCell(db: Db, a: ShoeFacts, [l, r]: Cell, fit: 'exact' | 'half'): Promise<CellList> {
  const result = await db.execute(sql`
    select sp.*, member.first_name, member.profile_image_url, member.privacy_settings
    from ${shoeProfiles} sp
    join ${users} member on member.id = sp.user_id
    where sp.left_foot_size = ${l}::numeric and sp.right_foot_size = ${r}::numeric and ${cellFilter(a, fit)}
    order by sp.confirmed_at desc nulls last
    limit ${CELL_KEPT}`);
  const rows = (result as unknown as { rows: RawCandidate[] }).rows.map(fromRaw);
  return { rows, complete: rows.length < CELL_KEPT };
}

const overlaps = (x: readonly string[], y: readonly string[]) => x.some((word) => y.includes(word));

/** rankedInCells from kept cell lists: the same members in the same order (a test holds them to it). */
async function rankedFromKept(db: Db, a: ShoeFacts, cells: readonly Cell[], fit: 'exact' | 'half', limit: number, kept: KeptCells, excluded: readonly string[]) {
  const now = Date.now();
  const skip = new Set(excluded);
  const lists = await Promise.all(cells.map((cell) => kept(`${a.sizeScale}:${fit}:${cell[0]}:${cell[1]}`, () => readCell(db, a, cell, fit))));
  const candidates: { row: CandidateRow; key: number[] }[] = [];
  for (const list of lists) {
    const chosen = list.rows.filter((row) => !skip.has(row.profile.userId) && row.profile.confirmBy.getTime() > now).slice(0, PER_CELL);
    // Too many dropped from a full list: members past the kept ones would have been read.
    if (chosen.length < PER_CELL && !list.complete) return rankedInCells(db, a, cells, fit, limit, undefined);
    for (const row of chosen) {
      const b = row.profile;
      candidates.push({
        row,
        key: [
          Number(b.rightWidth !== null && b.rightWidth === a.leftWidth) + Number(b.leftWidth !== null && b.leftWidth === a.rightWidth),
          Number(overlaps(b.brandKeys, a.brandKeys)),
          Number(overlaps(b.typeKeys, a.typeKeys)),
          Number(a.country !== null && b.country === a.country),
          b.confirmedAt.getTime(),
        ],
      });
    }
  }
  candidates.sort((x, y) => {
    for (let i = 0; i < x.key.length; i += 1) {
      const diff = (y.key[i] ?? 0) - (x.key[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return x.row.profile.userId < y.row.profile.userId ? -1 : x.row.profile.userId > y.row.profile.userId ? 1 : 0;
  });
  return candidates.slice(0, limit).map((candidate) => candidate.row);
}

type CandidateRow = ReturnType<typeof fromRaw>;

/** Country names by code, looked up once each (Intl's lookup showed in this route's profile; codes are few). */
const countryNames = new Map<string, string>();
function nameOfCountry(code: string) {
  let name = countryNames.get(code);
  if (name === undefined) countryNames.set(code, (name = countryName(code)));
  return name;
}

/** A candidate as A may see them: first name, and the country only when their privacy allows. */
function presentCandidate(a: ShoeFacts, row: CandidateRow): BuddyCandidate {
  const b = factsOf(row.profile);
  const visible: ShoeFacts = { ...b, country: row.privacy.showLocation ? b.country : null };
  const { matches, differences } = describeFit(a, visible, { country: nameOfCountry });
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

/** A's profile and everyone A must not be offered, in one statement. */
/** A's profile and exclusions, asked once for every member whose suggestions are not kept: prepared (planned once per connection). */
const mine = preparedPer((db) =>
  db
    .select({ profile: shoeProfiles, excluded: excludedIds(sql.placeholder('userId')) })
    .from(shoeProfiles)
    .where(eq(shoeProfiles.userId, sql.placeholder('userId')))
    .prepare('buddy_profile_and_exclusions'),
);

async function profileAndExclusions(db: Db, userId: string) {
  const [row] = await mine(db).execute({ userId });
  return row ? { profile: row.profile, excluded: toArray(row.excluded).map(String) } : null;
}

export async function suggestionsFor(db: Db, userId: string, cells?: KeptCells): Promise<SuggestionList> {
  const mine = await profileAndExclusions(db, userId);
  if (!mine) return { suggestions: [], reason: 'no-profile' };
  const a = factsOf(mine.profile);
  if (!needsBuddy(a)) return { suggestions: [], reason: 'equal-sizes' };
  if (a.paused) return { suggestions: [], reason: 'paused' };
  if (!isActive(a)) return { suggestions: [], reason: 'stale' };
  const rows = await candidateRows(db, a, { cells, excluded: mine.excluded });
  return { suggestions: rows.map((candidate) => presentCandidate(a, candidate)), reason: null };
}

/** Whether B is currently a candidate for A (a request needs it). */
export async function isCandidate(db: Db, a: ShoeFacts, memberId: string) {
  if (!isActive(a)) return false;
  return (await candidateRows(db, a, { only: memberId, limit: 1 })).length > 0;
}
