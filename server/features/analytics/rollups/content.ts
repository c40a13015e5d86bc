import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db';
import { analyticsDaily, assistantQuestions, forumComments, forumPosts, forumTopics, searchMisses, videoWatchDays } from '../../../db/schema';
import { earliestDay, firstDayOf, inDays, type RollupGroup, utcDay } from './engine';

const METRICS = [
  'content.topics',
  'content.replies',
  'content.comments',
  'content.searchMiss',
  'content.assistantQuestions',
  'content.assistantNoSource',
  'content.videoSeconds',
] as const;

/** How long a question may be as a key: long enough to tell questions apart, short enough to group them. */
const QUESTION_KEY_CHARS = 200;

/** A question as the figures group it: spaces collapsed and trimmed, lower-cased, at most 200 characters. */
const questionKey = sql`rtrim(left(btrim(lower(regexp_replace(${assistantQuestions.question}, '[[:space:]]+', ' ', 'g'))), ${QUESTION_KEY_CHARS}))`;

/** Writing per UTC day of a forum table (support groups' discussions too), leaving out what was taken down. */
const writtenPerDay = (metric: string, table: typeof forumTopics | typeof forumPosts | typeof forumComments, from: string, to: string) => sql`
  select ${utcDay(table.createdAt)}, ${metric}, '', count(*) from ${table}
  where ${table.removedAt} is null and ${inDays(table.createdAt, from, to)}
  group by 1`;

/** The first day a video was watched (`day` is already a calendar day: no time zone to read). */
async function firstWatchDay(db: Db | Tx) {
  const result = await db.execute(sql`select to_char(min(${videoWatchDays.day}), 'YYYY-MM-DD') as day from ${videoWatchDays}`);
  return ((result as unknown as { rows: { day: string | null }[] }).rows[0]?.day ?? null) as string | null;
}

/**
 * What was written and looked for each UTC day: forum topics, replies and comments; searches that
 * found nothing (by area and term); the assistant's questions, and those it had no source for (by
 * question); and seconds of each video watched. Three days settle (writing taken down soon after).
 */
export const contentRollup: RollupGroup = {
  name: 'content',
  metrics: METRICS,
  settleDays: 3,
  firstDay: async (db) =>
    earliestDay(
      await firstDayOf(db, forumTopics, forumTopics.createdAt),
      await firstDayOf(db, forumPosts, forumPosts.createdAt),
      await firstDayOf(db, forumComments, forumComments.createdAt),
      await firstDayOf(db, searchMisses, searchMisses.createdAt),
      await firstDayOf(db, assistantQuestions, assistantQuestions.createdAt),
      await firstWatchDay(db),
    ),
  count: async (tx, from, to) => {
    await tx.execute(sql`
      insert into ${analyticsDaily} (day, metric, key, value)
      ${writtenPerDay('content.topics', forumTopics, from, to)}
      union all ${writtenPerDay('content.replies', forumPosts, from, to)}
      union all ${writtenPerDay('content.comments', forumComments, from, to)}`);
    await tx.execute(sql`
      insert into ${analyticsDaily} (day, metric, key, value)
      select ${utcDay(searchMisses.createdAt)}, 'content.searchMiss', ${searchMisses.area} || chr(9) || ${searchMisses.term}, count(*)
      from ${searchMisses}
      where ${inDays(searchMisses.createdAt, from, to)}
      group by 1, 3`);
    await tx.execute(sql`
      insert into ${analyticsDaily} (day, metric, key, value)
      select ${utcDay(assistantQuestions.createdAt)}, 'content.assistantQuestions', '', count(*)
      from ${assistantQuestions}
      where ${inDays(assistantQuestions.createdAt, from, to)}
      group by 1
      union all
      select ${utcDay(assistantQuestions.createdAt)}, 'content.assistantNoSource', ${questionKey}, count(*)
      from ${assistantQuestions}
      where ${assistantQuestions.kind} = 'no-source' and ${inDays(assistantQuestions.createdAt, from, to)}
      group by 1, 3`);
    await tx.execute(sql`
      insert into ${analyticsDaily} (day, metric, key, value)
      select ${videoWatchDays.day}, 'content.videoSeconds', ${videoWatchDays.videoId}::text, ${videoWatchDays.seconds}
      from ${videoWatchDays}
      where ${videoWatchDays.day} between ${from} and ${to} and ${videoWatchDays.seconds} > 0`);
  },
};
