import { type AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliasedTable, and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACTIVITY_EXCERPT_MAX,
  ACTIVITY_LIMIT,
  type ForumActivityItem,
  type ForumReport,
  type ReportStatus,
} from '../../../shared/api/forum-admin';
import { FORUM_PAGE_SIZE } from '../../../shared/constants';
import type { Db, Tx } from '../../db';
import { auditLog, forumCategories, forumComments, forumPosts, forumReports, forumTopics, users } from '../../db/schema';
import { decodeCursor, encodeCursor, pgTimestamp, rowId } from '../../lib/cursor';
import { categoryAdmin } from '../../lib/category-admin';
import { AppError, notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { setMemberSuspended } from '../../lib/suspension';
import { presentCategory } from './present';
import { listCategories } from './queries';
import { canSuspendReportedAuthor } from './policy';
import { removeComment, removePost } from './service';
import { DELETED_MEMBER, displayName } from '../../../shared/display-name';

type Executor = Db | Tx;

const audit = (tx: Executor, actor: UserRow, action: string, details: Record<string, unknown>, targetUserId: string | null = null) =>
  tx.insert(auditLog).values({ actorId: actor.id, action, targetUserId, details });

/* ---------- Categories ---------- */

/** The forum's categories: the shared category administration, counting topics. */
export const forumCategoryAdmin = categoryAdmin({
  table: forumCategories,
  scope: 'forum',
  list: listCategories,
  only: isNull(forumCategories.groupId),
  one: async (tx, id) => {
    const [row] = await tx.select().from(forumCategories).where(and(eq(forumCategories.id, id), isNull(forumCategories.groupId)));
    if (!row) throw notFound('Category not found');
    return presentCategory(row);
  },
  contents: {
    count: async (tx, id) => (await tx.select({ n: count() }).from(forumTopics).where(eq(forumTopics.categoryId, id)))[0]?.n ?? 0,
    kind: 'topics',
  },
});

/* ---------- The report queue ---------- */

type Person = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'deletedAt'>;
const personName = (user: Person) => (user.deletedAt ? DELETED_MEMBER : displayName(user));
const person = (user: Person | null) => (user ? { id: user.id, name: personName(user) } : null);
const personColumns = (table: typeof users) => ({ id: table.id, firstName: table.firstName, lastName: table.lastName, deletedAt: table.deletedAt });

const reporter = aliasedTable(users, 'reporter');
const author = aliasedTable(users, 'target_author');
const targetTopic = aliasedTable(forumTopics, 'target_topic');
const targetPost = aliasedTable(forumPosts, 'target_post');
const commentPost = aliasedTable(forumPosts, 'comment_post');
const linkedTopic = aliasedTable(forumTopics, 'linked_topic');
const isTarget = (type: 'topic' | 'post' | 'comment', table: { id: AnyPgColumn }) =>
  and(eq(forumReports.targetType, type), eq(table.id, forumReports.targetId));

/** Reports with what they point at (whichever kind), its author and topic: one query whatever the page size. */
function selectReports(db: Executor) {
  return db
    .select({
      report: forumReports,
      key: sql<string>`${forumReports.createdAt}::text`,
      reporter: personColumns(reporter),
      author: { ...personColumns(author), role: author.role, suspendedAt: author.suspendedAt },
      topic: { id: linkedTopic.id, title: linkedTopic.title, slug: linkedTopic.slug },
      text: sql<string | null>`coalesce(${targetTopic.content}, ${targetPost.content}, ${forumComments.content})`,
      found: sql<boolean>`coalesce(${targetTopic.id}, ${targetPost.id}, ${forumComments.id}) is not null`,
      removed: sql<boolean>`coalesce(${targetTopic.removedBy}, ${targetPost.removedBy}, ${forumComments.removedBy}) is not null`,
    })
    .from(forumReports)
    .leftJoin(reporter, eq(reporter.id, forumReports.reporterId))
    .leftJoin(targetTopic, isTarget('topic', targetTopic))
    .leftJoin(targetPost, isTarget('post', targetPost))
    .leftJoin(forumComments, isTarget('comment', forumComments))
    .leftJoin(commentPost, eq(commentPost.id, forumComments.postId))
    .leftJoin(linkedTopic, eq(linkedTopic.id, sql`coalesce(${targetTopic.id}, ${targetPost.topicId}, ${commentPost.topicId})`))
    .leftJoin(author, eq(author.id, sql`coalesce(${targetTopic.authorId}, ${targetPost.authorId}, ${forumComments.authorId})`))
    .$dynamic();
}
type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

function presentReport(row: ReportRow): ForumReport {
  const { report } = row;
  return {
    id: report.id,
    reason: report.reason,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    reporter: person(row.reporter),
    target: {
      type: report.targetType,
      id: report.targetId,
      text: row.text,
      author: row.author ? { ...(person(row.author) as { id: string; name: string }), isAdmin: row.author.role === 'admin', suspended: row.author.suspendedAt !== null } : null,
      topic: row.topic,
      // Content deleted with its topic is gone for good: as removed as it gets.
      removed: !row.found || row.removed,
    },
  };
}

const reportCursor = z.object({ t: pgTimestamp, id: rowId });

export async function listReports(db: Db, { status, cursor }: { status: ReportStatus; cursor?: string }) {
  const after = cursor ? decodeCursor(reportCursor, cursor) : null;
  const rows = await selectReports(db)
    .where(
      and(
        eq(forumReports.status, status),
        after ? sql`(${forumReports.createdAt}, ${forumReports.id}) < (${after.t}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(forumReports.createdAt), desc(forumReports.id))
    .limit(FORUM_PAGE_SIZE + 1);
  const items = rows.slice(0, FORUM_PAGE_SIZE);
  const last = items.at(-1);
  return { items: items.map(presentReport), nextCursor: rows.length > FORUM_PAGE_SIZE && last ? encodeCursor({ t: last.key, id: last.report.id }) : null };
}

async function reportById(db: Executor, id: number) {
  const [row] = await selectReports(db).where(eq(forumReports.id, id));
  if (!row) throw notFound('Report not found');
  return row;
}

/** Inside a transaction: the report, locked, so two admins resolving it at once take turns. */
async function lockedReport(tx: Tx, id: number) {
  await tx.select({ id: forumReports.id }).from(forumReports).where(eq(forumReports.id, id)).for('update');
  return reportById(tx, id);
}

const resolution = (admin: UserRow, status: 'dismissed' | 'removed') => ({ status, resolvedAt: sql`now()`, resolvedById: admin.id });

/** The content was fine: this report is closed, nothing else changes. */
export async function dismissReport(db: Db, admin: UserRow, id: number) {
  await db.transaction(async (tx) => {
    const { report } = await lockedReport(tx, id);
    if (report.status === 'dismissed') return;
    if (report.status === 'removed') throw new AppError('CONFLICT', 'This report was already resolved: the content has been removed');
    await tx.update(forumReports).set(resolution(admin, 'dismissed')).where(eq(forumReports.id, id));
    await audit(tx, admin, 'forum.report_dismissed', { reportId: id, targetType: report.targetType, targetId: report.targetId });
  });
  return presentReport(await reportById(db, id));
}

/**
 * Upholds a report: the content is removed as a moderator, this report and every other open one
 * on the same content are closed, and on request its author is suspended (never an administrator).
 */
export async function removeReported(db: Db, admin: UserRow, id: number, suspendAuthor: boolean) {
  const outcome = await db.transaction(async (tx) => {
    const row = await lockedReport(tx, id);
    const { report } = row;
    if (report.status === 'removed') throw new AppError('CONFLICT', 'This report was already resolved: the content has been removed');
    const target = row.author;
    if (suspendAuthor && target && !canSuspendReportedAuthor(target)) throw new AppError('CONFLICT', 'The author is an administrator: administrators cannot be suspended');
    // The use cases below open their own transactions; inside this one they become savepoints.
    const inner = tx;
    if (row.found && !row.removed) {
      if (report.targetType === 'post') await removePost(inner, report.targetId, 'moderator', admin);
      else if (report.targetType === 'comment') await removeComment(inner, report.targetId, 'moderator', admin);
      else {
        await tx.update(forumTopics).set({ removedBy: 'moderator', removedAt: sql`now()` }).where(and(eq(forumTopics.id, report.targetId), isNull(forumTopics.removedBy)));
        await audit(tx, admin, 'forum.topic_removed', { topicId: report.targetId, title: row.topic?.title ?? null }, target?.id ?? null);
      }
    }
    const sameTarget = and(eq(forumReports.targetType, report.targetType), eq(forumReports.targetId, report.targetId));
    const resolved = await tx
      .update(forumReports)
      .set(resolution(admin, 'removed'))
      .where(and(sameTarget, or(eq(forumReports.status, 'open'), eq(forumReports.id, id))))
      .returning({ id: forumReports.id });
    const suspend = suspendAuthor && target !== null && target.deletedAt === null && target.suspendedAt === null;
    if (suspend) await setMemberSuspended(tx, admin.id, target.id, true, { reportId: id });
    const details = { reportId: id, targetType: report.targetType, targetId: report.targetId, resolvedReports: resolved.length, authorSuspended: suspend };
    await audit(tx, admin, 'forum.report_removed', details, target?.id ?? null);
    return { resolved: resolved.length, authorSuspended: suspend || (suspendAuthor && target?.suspendedAt != null) };
  });
  return { report: presentReport(await reportById(db, id)), ...outcome };
}

/* ---------- Recent activity ---------- */

/** Plain words of what was written, cut with an ellipsis so it fits ACTIVITY_EXCERPT_MAX. */
function excerptOf(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= ACTIVITY_EXCERPT_MAX ? flat : `${flat.slice(0, ACTIVITY_EXCERPT_MAX - 1).trimEnd()}…`;
}

type Writing = typeof forumTopics | typeof forumPosts | typeof forumComments;
const topicRef = { id: forumTopics.id, title: forumTopics.title, slug: forumTopics.slug };
/** What a line of activity needs of a topic, reply or comment: enough of its text for an excerpt, not all of it. */
const activityColumns = (table: Writing) => ({
  id: table.id,
  text: sql<string>`left(${table.content}, ${ACTIVITY_EXCERPT_MAX * 4})`,
  createdAt: table.createdAt,
  removedBy: table.removedBy,
  author: personColumns(users),
  topic: topicRef,
});
const newest = (table: Writing) => [desc(table.createdAt), desc(table.id)];

/** The newest topics, replies and comments: three bounded queries, merged by date. */
export async function recentActivity(db: Db): Promise<ForumActivityItem[]> {
  const [topics, replies, comments] = await Promise.all([
    db.select(activityColumns(forumTopics)).from(forumTopics).leftJoin(users, eq(users.id, forumTopics.authorId)).orderBy(...newest(forumTopics)).limit(ACTIVITY_LIMIT),
    db
      .select(activityColumns(forumPosts))
      .from(forumPosts)
      .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
      .leftJoin(users, eq(users.id, forumPosts.authorId))
      .orderBy(...newest(forumPosts))
      .limit(ACTIVITY_LIMIT),
    db
      .select(activityColumns(forumComments))
      .from(forumComments)
      .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
      .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
      .leftJoin(users, eq(users.id, forumComments.authorId))
      .orderBy(...newest(forumComments))
      .limit(ACTIVITY_LIMIT),
  ]);
  const tagged = [
    ...topics.map((row) => ({ kind: 'topic' as const, row })),
    ...replies.map((row) => ({ kind: 'reply' as const, row })),
    ...comments.map((row) => ({ kind: 'comment' as const, row })),
  ];
  tagged.sort((a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime() || b.row.id - a.row.id);
  return tagged.slice(0, ACTIVITY_LIMIT).map(({ kind, row }) => ({
    kind,
    id: row.id,
    // Removed writing stays out of the list, as it does from the thread.
    excerpt: row.removedBy ? '' : excerptOf(row.text),
    author: person(row.author),
    topic: row.topic,
    createdAt: row.createdAt.toISOString(),
    removed: row.removedBy !== null,
  }));
}
