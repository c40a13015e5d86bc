import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { HomeStory, StoryDetail, StoryPage } from '../../../shared/api/stories';
import { STORY_PAGE_SIZE, type StoryFilter } from '../../../shared/stories';
import type { Db } from '../../db';
import { stories, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { canSeeStory } from './policy';
import { presentCard, presentDetail, presentOwn } from './present';

/** The columns of the author a story needs: enough to name them, nothing more. */
const author = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, deletedAt: users.deletedAt };

const published = eq(stories.status, 'published');
const filterOf = (stage: StoryFilter | undefined): SQL | undefined =>
  stage === undefined ? undefined : stage === 'adult' ? eq(stories.isAdultStory, true) : eq(stories.stage, stage);

/** Published stories, newest first, a page at a time, by stage or adults' own. */
export async function listPublished(db: Db, query: { stage?: StoryFilter; page: number }): Promise<StoryPage> {
  const where = and(published, filterOf(query.stage));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ story: stories, author })
      .from(stories)
      .leftJoin(users, eq(users.id, stories.authorId))
      .where(where)
      .orderBy(desc(stories.publishedAt), desc(stories.id))
      .limit(STORY_PAGE_SIZE)
      .offset((query.page - 1) * STORY_PAGE_SIZE),
    db.select({ n: count() }).from(stories).where(where),
  ]);
  return { items: rows.map((row) => presentCard(row.story, row.author)), total: counted?.n ?? 0, page: query.page, pageSize: STORY_PAGE_SIZE };
}

/** The home page's story: the featured one, else the newest published one, else none. */
export async function homeStory(db: Db): Promise<HomeStory> {
  const [row] = await db
    .select({ story: stories, author })
    .from(stories)
    .leftJoin(users, eq(users.id, stories.authorId))
    .where(published)
    .orderBy(desc(stories.featured), desc(stories.publishedAt), desc(stories.id))
    .limit(1);
  return { story: row ? presentCard(row.story, row.author) : null };
}

/** One story's page, for whoever may see it: anyone else is told it does not exist. */
export async function storyBySlug(db: Db, slug: string, viewer: UserRow | null): Promise<StoryDetail> {
  const [row] = await db.select({ story: stories, author }).from(stories).leftJoin(users, eq(users.id, stories.authorId)).where(eq(stories.slug, slug));
  if (!row || !canSeeStory(viewer, row.story)) throw notFound('This story was not found.');
  return presentDetail(row.story, row.author, viewer);
}

/** The member's own stories, newest first, whatever their status. */
export async function myStories(db: Db, member: UserRow) {
  const rows = await db.select().from(stories).where(eq(stories.authorId, member.id)).orderBy(desc(stories.submittedAt), desc(stories.id));
  return { stories: rows.map(presentOwn) };
}
