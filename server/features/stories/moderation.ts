import { aliasedTable, and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { type AdminStory, type AdminStoriesPage, MY_STORIES_PATH } from '../../../shared/api/stories';
import type { NoticeKind } from '../../../shared/api/notifications';
import { storyPath, type StoryStatus } from '../../../shared/stories';
import type { Db, Tx } from '../../db';
import { auditLog, stories, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { memberLocaleOf, messagesIn, type ServerTranslate } from '../../lib/i18n';
import { enqueueJob } from '../../lib/jobs';
import { addNotice } from '../../lib/notices';
import type { UserRow } from '../../lib/sessions';
import { storyMailMessages } from './mail-messages';
import { canApproveStory, canDeclineStory, canFeatureStory, canUnpublishStory } from './policy';
import { presentAdmin, type StoryRow } from './present';

export const STORY_EMAIL_JOB = 'story.email';

const reviewers = aliasedTable(users, 'reviewers');

async function adminRows(db: Db | Tx, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({ story: stories, author: users, reviewer: { firstName: reviewers.firstName, lastName: reviewers.lastName } })
    .from(stories)
    .leftJoin(users, eq(users.id, stories.authorId))
    .leftJoin(reviewers, eq(reviewers.id, stories.reviewedById))
    .where(where)
    .orderBy(sql`(${stories.status} = 'pending') desc`, desc(stories.submittedAt), desc(stories.id))
    .limit(limit)
    .offset(offset);
}

type AdminRow = Awaited<ReturnType<typeof adminRows>>[number];
const present = (row: AdminRow) => presentAdmin(row.story, row.author, row.reviewer?.firstName !== undefined ? row.reviewer : null);

/** The moderation queue: waiting stories first, then the rest, newest first. */
export async function listForAdmin(db: Db, query: { status: 'all' | StoryStatus; page: number; pageSize: number }): Promise<AdminStoriesPage> {
  const where = query.status === 'all' ? undefined : eq(stories.status, query.status);
  const [rows, [counted], [pending]] = await Promise.all([
    adminRows(db, where, query.pageSize, (query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(stories).where(where),
    db.select({ n: count() }).from(stories).where(eq(stories.status, 'pending')),
  ]);
  return { items: rows.map(present), total: counted?.n ?? 0, page: query.page, pageSize: query.pageSize, pending: pending?.n ?? 0 };
}

export async function storyForAdmin(db: Db | Tx, id: number): Promise<AdminStory> {
  const [row] = await adminRows(db, eq(stories.id, id), 1, 0);
  if (!row) throw notFound('This story was not found.');
  return present(row);
}

/** Why a decision cannot be made now, by the story's status: whole sentences, so each is translated whole. */
const NOT_NOW_MESSAGES: Record<StoryStatus, string> = {
  pending: 'This story is waiting for review, so that cannot be done now.',
  published: 'This story is published, so that cannot be done now.',
  declined: 'This story is not approved, so that cannot be done now.',
  withdrawn: 'This story is withdrawn by its author, so that cannot be done now.',
  unpublished: 'This story is unpublished, so that cannot be done now.',
};

/** The story, locked for a decision; a decision that no longer fits its status (someone decided first, or the author withdrew) is refused. */
async function lockedStory(tx: Tx, id: number, allowed: (story: StoryRow) => boolean) {
  const [row] = await tx.select().from(stories).where(eq(stories.id, id)).for('update');
  if (!row) throw notFound('This story was not found.');
  if (!allowed(row)) throw new AppError('CONFLICT', NOT_NOW_MESSAGES[row.status]);
  return row;
}

const audit = (tx: Tx, admin: UserRow, action: string, story: StoryRow, details: Record<string, unknown> = {}) =>
  tx.insert(auditLog).values({ actorId: admin.id, action, targetUserId: story.authorId, details: { storyId: story.id, title: story.title, ...details } });

type Say = ServerTranslate<(typeof storyMailMessages)['en']>;

/** The author's notice of a decision, in their language (the link stays the bare path: the site adds the page's language). */
const NOTICES: Record<'approved' | 'declined' | 'unpublished', (story: StoryRow, t: Say) => { title: string; body: string; link: string }> = {
  approved: (story, t) => ({ title: t('notice.approved.title'), body: t('notice.approved.body', { title: story.title }), link: storyPath(story.slug) }),
  declined: (story, t) => ({
    title: t('notice.declined.title'),
    body: t('notice.declined.body', { title: story.title }),
    link: MY_STORIES_PATH,
  }),
  unpublished: (story, t) => ({
    title: t('notice.unpublished.title'),
    body: t('notice.unpublished.body', { title: story.title }),
    link: MY_STORIES_PATH,
  }),
};

/** The author hears of a decision in the site and, when their e-mail notifications are on, by e-mail (a job). */
async function tellAuthor(tx: Tx, story: StoryRow, decision: keyof typeof NOTICES) {
  if (!story.authorId) return;
  const t = messagesIn(storyMailMessages, await memberLocaleOf(tx, story.authorId));
  await addNotice(tx, story.authorId, { kind: `story.${decision}` as NoticeKind, ...NOTICES[decision](story, t) });
  await enqueueJob(tx, STORY_EMAIL_JOB, { recipientId: story.authorId, storyId: story.id, decision });
}

export async function approveStory(db: Db, admin: UserRow, id: number) {
  return db.transaction(async (tx) => {
    const current = await lockedStory(tx, id, canApproveStory);
    const now = new Date();
    const [row] = await tx
      .update(stories)
      .set({ status: 'published', publishedAt: current.publishedAt ?? now, declineReason: null, reviewedById: admin.id, reviewedAt: now, updatedAt: now })
      .where(eq(stories.id, id))
      .returning();
    await audit(tx, admin, 'story.approved', row!);
    await tellAuthor(tx, row!, 'approved');
    return storyForAdmin(tx, id);
  });
}

export async function declineStory(db: Db, admin: UserRow, id: number, reason: string) {
  return db.transaction(async (tx) => {
    await lockedStory(tx, id, canDeclineStory);
    const now = new Date();
    const [row] = await tx
      .update(stories)
      .set({ status: 'declined', declineReason: reason, reviewedById: admin.id, reviewedAt: now, updatedAt: now })
      .where(eq(stories.id, id))
      .returning();
    await audit(tx, admin, 'story.declined', row!, { reason });
    await tellAuthor(tx, row!, 'declined');
    return storyForAdmin(tx, id);
  });
}

export async function unpublishStory(db: Db, admin: UserRow, id: number, reason: string) {
  return db.transaction(async (tx) => {
    await lockedStory(tx, id, canUnpublishStory);
    const now = new Date();
    const [row] = await tx
      .update(stories)
      .set({ status: 'unpublished', featured: false, declineReason: reason, reviewedById: admin.id, reviewedAt: now, updatedAt: now })
      .where(eq(stories.id, id))
      .returning();
    await audit(tx, admin, 'story.unpublished', row!, { reason });
    await tellAuthor(tx, row!, 'unpublished');
    return storyForAdmin(tx, id);
  });
}

/**
 * One featured story at a time: featuring a story unfeatures the one before in the same
 * transaction. A lock of its own serialises two administrators featuring at once, so the unique
 * index never refuses one of them with an error.
 */
export async function setFeatured(db: Db, admin: UserRow, id: number, featured: boolean) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stories.featured'))`);
    const current = await lockedStory(tx, id, (story) => !featured || canFeatureStory(story));
    if (current.featured === featured) return storyForAdmin(tx, id);
    if (featured) {
      const previous = await tx
        .update(stories)
        .set({ featured: false, updatedAt: new Date() })
        .where(and(eq(stories.featured, true), ne(stories.id, id)))
        .returning({ id: stories.id, title: stories.title });
      await tx.update(stories).set({ featured: true, updatedAt: new Date() }).where(eq(stories.id, id));
      await audit(tx, admin, 'story.featured', current, previous[0] ? { unfeatured: previous[0] } : {});
    } else {
      await tx.update(stories).set({ featured: false, updatedAt: new Date() }).where(eq(stories.id, id));
      await audit(tx, admin, 'story.unfeatured', current);
    }
    return storyForAdmin(tx, id);
  });
}
