import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { appMeta, resources, users } from '../db/schema';
import type { MediaStore, PrivateFiles } from '../lib/storage';
import { hashPassword } from '../lib/passwords';
import { seedAnalytics } from './factories/analytics';
import { generateForum, seedForum } from './factories/forum';
import { generatedArticles, indexAllResourceWords, seedResourceLibrary } from './factories/resources';
import { seedBrace, seedBraceFullTime } from './factories/brace';
import { seedBuddy } from './factories/buddy';
import { seedDonations } from './factories/donations';
import { seedMemberships } from './factories/memberships';
import { seedPayouts } from './factories/transparency';
import { seedAssistant } from './factories/assistant';
import { seedReferrals } from './factories/referrals';
import { seedSettings } from './factories/settings';
import { seedMessages } from './factories/messages';
import { seedShop } from './factories/shop';
import { seedVideos } from './factories/videos';
import { seedEvents } from './factories/events';
import { generateGroupTopics, seedSupportGroups } from './factories/groups';
import { generateStories, seedSuccessStories } from './factories/stories';
import { DEMO_PASSWORD, demoUsers, generatedMembers } from './factories/users';

const SEED_MARKER = 'demo_seeded_at';

/** Inserts rows in multi-row batches: far faster than one at a time, and within parameter limits. */
export async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * scale multiplies the generated content; files, when given, receives the articles' downloadable
 * guides; media, when given, the demo videos (drawn and encoded here, about half a minute of work).
 */
export type SeedOptions = { scale?: number; files?: PrivateFiles; media?: MediaStore };
type ResolvedOptions = { scale: number; files: PrivateFiles | undefined; media: MediaStore | undefined };

/** Each feature's demo content, in dependency order. Features add theirs here. */
const seeders: { name: string; run: (db: Db, options: ResolvedOptions) => Promise<void> }[] = [
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
    name: 'resources',
    async run(db, { scale, files }) {
      const categories = await seedResourceLibrary(db, files);
      // The benchmark's --scale 5 (seed scale 250) makes 20,000 articles.
      const extra = scale > 1 ? Math.round(80 * scale) : 0;
      const rows = generatedArticles(extra, categories.map((category) => category.id));
      await insertInBatches(rows, 500, (batch) => db.insert(resources).values(batch));
      if (rows.length) await indexAllResourceWords(db);
    },
  },
  {
    name: 'forum',
    async run(db, { scale }) {
      await seedForum(db);
      // The benchmark's --scale 5 (seed scale 250) makes 100,000 topics with 1,000,000 replies.
      if (scale > 1) await generateForum(db, Math.round(400 * scale), 10);
    },
  },
  {
    // After the forum: the groups' discussions are forum topics (the generated forum stays out of them).
    name: 'groups',
    async run(db, { scale }) {
      await seedSupportGroups(db);
      if (scale > 1) await generateGroupTopics(db, Math.round(40 * scale));
    },
  },
  { name: 'messages', run: (db) => seedMessages(db) },
  { name: 'buddy', run: (db) => seedBuddy(db) },
  { name: 'brace', run: async (db) => {
    await seedBrace(db);
    await seedBraceFullTime(db);
  } },
  { name: 'donations', run: (db) => seedDonations(db) },
  { name: 'memberships', run: (db) => seedMemberships(db) },
  { name: 'payouts', run: (db) => seedPayouts(db) },
  { name: 'shop', run: (db) => seedShop(db) },
  { name: 'assistant', run: (db) => seedAssistant(db) },
  { name: 'referrals', run: (db) => seedReferrals(db) },
  { name: 'settings', run: (db) => seedSettings(db) },
  {
    name: 'stories',
    async run(db, { scale }) {
      await seedSuccessStories(db);
      // The benchmark's --scale 5 (seed scale 250) makes 5,000 published stories.
      if (scale > 1) await generateStories(db, Math.round(20 * scale));
    },
  },
  {
    name: 'videos',
    async run(db, { media }) {
      if (media) await seedVideos(db, media);
    },
  },
  // After the videos: the past event's recording is one of them (when they were seeded).
  // The benchmark's --scale 5 (seed scale 250) adds 10,000 generated events, half of them past.
  { name: 'events', run: (db, { scale }) => seedEvents(db, new Date(), scale > 1 ? Math.round(40 * scale) : 0) },
  // Last: the demo's visits are to the pages seeded above.
  { name: 'analytics', run: (db) => seedAnalytics(db) },
];

export async function hasBeenSeeded(db: Db) {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, SEED_MARKER));
  return rows.length > 0;
}

/** Seeds the demo content once; returns false when it was already there. */
export async function seedDemoContent(db: Db, options: SeedOptions = {}) {
  if (await hasBeenSeeded(db)) return false;
  const resolved: ResolvedOptions = { scale: options.scale ?? 1, files: options.files, media: options.media };
  for (const seeder of seeders) await seeder.run(db, resolved);
  await db.insert(appMeta).values({ key: SEED_MARKER, value: { at: new Date().toISOString(), scale: resolved.scale } });
  // Fresh statistics, so the planner sees the new rows at once: the embedded database has no
  // autovacuum, and until it runs a server would plan queries for empty tables.
  await db.execute(sql`analyze`);
  return true;
}
