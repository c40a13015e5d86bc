import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { analyticsSessions, appMeta, pageViews, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { generateAnalytics } from './factories/analytics';
import { DEMO_PASSWORD, demoUsers, generatedMembers } from './factories/users';

const SEED_MARKER = 'demo_seeded_at';

/** Inserts rows in multi-row batches: far faster than one at a time, and within parameter limits. */
export async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export type SeedOptions = { scale?: number };

/** Each feature's demo content, in dependency order. Features add theirs here. */
const seeders: { name: string; run: (db: Db, options: Required<SeedOptions>) => Promise<void> }[] = [
  {
    name: 'users',
    async run(db, { scale }) {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await db.insert(users).values(demoUsers(passwordHash));
      const extra = scale > 1 ? Math.round(20 * scale) : 0;
      await insertInBatches(generatedMembers(extra, passwordHash), 500, (batch) => db.insert(users).values(batch));
    },
  },
  {
    name: 'analytics',
    async run(db, { scale }) {
      const { sessions, views } = generateAnalytics(Math.round(400 * scale));
      await insertInBatches(sessions, 500, (batch) => db.insert(analyticsSessions).values(batch));
      await insertInBatches(views, 1000, (batch) => db.insert(pageViews).values(batch));
    },
  },
];

export async function hasBeenSeeded(db: Db) {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, SEED_MARKER));
  return rows.length > 0;
}

/** Seeds the demo content once; returns false when it was already there. */
export async function seedDemoContent(db: Db, options: SeedOptions = {}) {
  if (await hasBeenSeeded(db)) return false;
  const resolved = { scale: options.scale ?? 1 };
  for (const seeder of seeders) await seeder.run(db, resolved);
  await db.insert(appMeta).values({ key: SEED_MARKER, value: { at: new Date().toISOString(), scale: resolved.scale } });
  return true;
}
