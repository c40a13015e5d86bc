import { desc, eq } from 'drizzle-orm';
import { CONFIRM_AFTER_DAYS, type ShoeInfo, type ShoeInfoBody, type shoeInfoBody } from '../../../shared/api/buddy';
import type { z } from 'zod';
import type { Db } from '../../db';
import { shoeProfileHistory, shoeProfiles } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { keywords, needsBuddy, type ShoeFacts } from './matching';

type ProfileRow = typeof shoeProfiles.$inferSelect;
const DAY = 86_400_000;

/** Sizes of an under-five are confirmed every 90 days; when the wearer's age is unknown, toddler scale counts as young. */
export function confirmByFor(profile: Pick<ProfileRow, 'wearerBirthYear' | 'sizeScale'>, confirmedAt: Date) {
  const year = confirmedAt.getUTCFullYear();
  const young = profile.wearerBirthYear !== null ? year - profile.wearerBirthYear < 5 : profile.sizeScale === 'us-kids';
  return new Date(confirmedAt.getTime() + (young ? CONFIRM_AFTER_DAYS.underFive : CONFIRM_AFTER_DAYS.other) * DAY);
}

export function factsOf(row: ProfileRow): ShoeFacts {
  return {
    userId: row.userId,
    sizeScale: row.sizeScale,
    left: Number(row.leftFootSize),
    right: Number(row.rightFootSize),
    leftWidth: row.leftWidth,
    rightWidth: row.rightWidth,
    country: row.country,
    tolerance: row.tolerance,
    brandKeys: row.brandKeys,
    typeKeys: row.typeKeys,
    confirmedAt: row.confirmedAt,
    confirmBy: row.confirmBy,
    paused: row.paused,
  };
}

async function present(db: Db, row: ProfileRow): Promise<ShoeInfo> {
  const history = await db
    .select()
    .from(shoeProfileHistory)
    .where(eq(shoeProfileHistory.userId, row.userId))
    .orderBy(desc(shoeProfileHistory.savedAt), desc(shoeProfileHistory.id))
    .limit(10);
  return {
    leftFootSize: Number(row.leftFootSize),
    rightFootSize: Number(row.rightFootSize),
    preferredBrands: row.preferredBrands,
    shoeTypes: row.shoeTypes,
    notes: row.notes,
    sizeScale: row.sizeScale,
    leftWidth: row.leftWidth,
    rightWidth: row.rightWidth,
    country: row.country,
    wearerBirthYear: row.wearerBirthYear,
    tolerance: row.tolerance,
    paused: row.paused,
    confirmedAt: row.confirmedAt.toISOString(),
    confirmBy: row.confirmBy.toISOString(),
    stale: row.confirmBy.getTime() <= Date.now(),
    needsMatch: needsBuddy({ left: Number(row.leftFootSize), right: Number(row.rightFootSize) }),
    history: history.map((h) => ({
      leftFootSize: Number(h.leftFootSize),
      rightFootSize: Number(h.rightFootSize),
      sizeScale: h.sizeScale,
      savedAt: h.savedAt.toISOString(),
    })),
  };
}

export async function profileRow(db: Db, userId: string) {
  const [row] = await db.select().from(shoeProfiles).where(eq(shoeProfiles.userId, userId));
  return row ?? null;
}

export async function getMyShoes(db: Db, user: UserRow) {
  const row = await profileRow(db, user.id);
  if (!row) throw notFound('No shoe information saved yet');
  return present(db, row);
}

export type SavedProfile = { info: ShoeInfo; row: ProfileRow; sizesChanged: boolean };

/** Saves the sizes (and confirms them): a save that changes sizes or scale is also kept in the history. */
export async function saveMyShoes(db: Db, user: UserRow, body: z.output<typeof shoeInfoBody>): Promise<SavedProfile> {
  const now = new Date();
  const before = await profileRow(db, user.id);
  const values = {
    ...body,
    brandKeys: keywords(body.preferredBrands),
    typeKeys: keywords(body.shoeTypes),
    updatedAt: now,
    confirmedAt: now,
    confirmBy: confirmByFor(body, now),
  };
  const sizesChanged =
    !before || Number(before.leftFootSize) !== body.leftFootSize || Number(before.rightFootSize) !== body.rightFootSize || before.sizeScale !== body.sizeScale;
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx.insert(shoeProfiles).values({ userId: user.id, ...values }).onConflictDoUpdate({ target: shoeProfiles.userId, set: values }).returning();
    if (sizesChanged) {
      await tx.insert(shoeProfileHistory).values({ userId: user.id, sizeScale: body.sizeScale, leftFootSize: body.leftFootSize, rightFootSize: body.rightFootSize, savedAt: now });
    }
    return saved as ProfileRow;
  });
  return { info: await present(db, row), row, sizesChanged };
}

/** "My sizes are still right": a new confirmation date without changing anything else. */
export async function confirmMyShoes(db: Db, user: UserRow) {
  const row = await profileRow(db, user.id);
  if (!row) throw notFound('No shoe information saved yet');
  const now = new Date();
  const [updated] = await db
    .update(shoeProfiles)
    .set({ confirmedAt: now, confirmBy: confirmByFor(row, now), updatedAt: now })
    .where(eq(shoeProfiles.userId, user.id))
    .returning();
  return present(db, updated as ProfileRow);
}

export type { ShoeInfoBody };
