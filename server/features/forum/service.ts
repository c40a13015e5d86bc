import { languageOf } from '../../lib/language-of';
import { memberLocale } from '../../lib/i18n';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createCommentBody, createPostBody, createTopicBody, reportBody } from '../../../shared/api/forum';
import type { Db } from '../../db';
import { auditLog, forumCategories, forumComments, forumPosts, forumReports, forumTopics } from '../../db/schema';
import { slugify } from '../../../shared/slug';
import { freeSlug } from '../../lib/free-slug';
import { AppError, notFound } from '../../lib/errors';
import { renderMemberText } from '../../lib/member-markdown';
import type { UserRow } from '../../lib/sessions';
import { enqueueJob } from '../../lib/jobs';
import { usePostingAllowance } from './limits';
import { queueReplyPush, REPLY_EMAIL_JOB } from './notifications';
import { authorizeOwn, authorizeReport, authorizeWriteIn } from './policy';
import { authorizeGroupRead, authorizeGroupWrite, groupOfCategory, groupOfComment, groupOfPost, groupOfTarget, groupOfTopic, moderatesGroup } from './group-access';

/*
 * Lock order of the forum's writes (decision 0017). Every statement that writes a
 * forum table also updates the one row of forum_version (a trigger, for the kept answers), and holds
 * that row until it commits. A transaction that held it and then waited for a topic's or category's
 * row, while the holder of that row waited for forum_version, would deadlock (PostgreSQL ends one
 * with a 500): creating a topic inserted it first and counted it in its category after, while
 * creating a category locks the category table first, and moving or editing a topic takes its row
 * (and its categories') first. So every
 * transaction takes the rows it changes in this order, topic, then category, then forum_version,
 * and inserts its new rows last.
 */

/** The language a member wrote in: told from the words, else their own. */
const writtenIn = (text: string, writer: UserRow) => languageOf(text, memberLocale(writer));

export async function createTopic(db: Db, author: UserRow, input: z.output<typeof createTopicBody>) {
  const [category] = await db.select({ id: forumCategories.id }).from(forumCategories).where(eq(forumCategories.id, input.categoryId));
  if (!category) throw new AppError('BAD_REQUEST', 'Please choose one of the forum categories');
  await authorizeGroupWrite(db, author, await groupOfCategory(db, category.id), 'Category not found');
  await usePostingAllowance(db, author, 'topic');
  return db.transaction(async (tx) => {
    // The row it changes first, then what it adds: see the lock order above.
    await tx.update(forumCategories).set({ topicCount: sql`${forumCategories.topicCount} + 1` }).where(eq(forumCategories.id, category.id));
    const slug = await freeSlug(tx, forumTopics, slugify(input.slug?.trim() ? input.slug : input.title, 'topic'), { explicit: false });
    const [topic] = await tx
      .insert(forumTopics)
      .values({ slug, title: input.title, content: input.content, contentHtml: renderMemberText(input.content), language: writtenIn(`${input.title}\n${input.content}`, author), categoryId: category.id, authorId: author.id })
      .returning({ id: forumTopics.id, slug: forumTopics.slug });
    return topic as { id: number; slug: string };
  });
}

export async function createPost(db: Db, author: UserRow, input: z.output<typeof createPostBody>) {
  const [topic] = await db
    .select({ id: forumTopics.id, title: forumTopics.title, slug: forumTopics.slug, isLocked: forumTopics.isLocked, authorId: forumTopics.authorId, removedBy: forumTopics.removedBy })
    .from(forumTopics)
    .where(eq(forumTopics.id, input.topicId));
  if (!topic) throw notFound('Topic not found');
  const group = await groupOfTopic(db, topic.id);
  await authorizeGroupWrite(db, author, group);
  authorizeWriteIn(author, 'reply', { isLocked: topic.isLocked, removed: topic.removedBy !== null }, { moderatesGroup: await moderatesGroup(db, author, group) });
  await usePostingAllowance(db, author, 'reply');
  return db.transaction(async (tx) => {
    // The row it changes first, then what it adds: see the lock order above.
    await tx
      .update(forumTopics)
      .set({ postCount: sql`${forumTopics.postCount} + 1`, lastActivityAt: sql`now()` })
      .where(eq(forumTopics.id, topic.id));
    const [post] = await tx
      .insert(forumPosts)
      .values({ topicId: topic.id, authorId: author.id, content: input.content, contentHtml: renderMemberText(input.content), language: writtenIn(input.content, author) })
      .returning({ id: forumPosts.id });
    const postId = (post as { id: number }).id;
    if (topic.authorId && topic.authorId !== author.id) {
      await enqueueJob(tx, REPLY_EMAIL_JOB, { kind: 'reply', recipientId: topic.authorId, actorId: author.id, topicId: topic.id, postId });
      await queueReplyPush(tx, { kind: 'reply', recipientId: topic.authorId, actor: author, topic });
    }
    return { id: postId };
  });
}

export async function createComment(db: Db, author: UserRow, input: z.output<typeof createCommentBody>) {
  const [post] = await db
    .select({
      id: forumPosts.id,
      authorId: forumPosts.authorId,
      topicId: forumPosts.topicId,
      removedBy: forumPosts.removedBy,
      isLocked: forumTopics.isLocked,
      topicRemovedBy: forumTopics.removedBy,
      topicTitle: forumTopics.title,
      topicSlug: forumTopics.slug,
    })
    .from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .where(eq(forumPosts.id, input.postId));
  if (!post) throw notFound('Reply not found');
  const group = await groupOfPost(db, post.id);
  await authorizeGroupWrite(db, author, group, 'Reply not found');
  authorizeWriteIn(author, 'comment', { isLocked: post.isLocked, removed: post.topicRemovedBy !== null }, { moderatesGroup: await moderatesGroup(db, author, group) });
  if (post.removedBy) throw new AppError('CONFLICT', 'This reply has been removed and is no longer accepting comments');
  const parentId = input.parentId ?? null;
  if (parentId !== null) {
    const [parent] = await db
      .select({ postId: forumComments.postId, parentId: forumComments.parentId })
      .from(forumComments)
      .where(eq(forumComments.id, parentId));
    if (!parent || parent.postId !== post.id) throw new AppError('BAD_REQUEST', 'That comment is not under this reply');
    if (parent.parentId !== null) throw new AppError('BAD_REQUEST', 'Comments nest one level: reply to the top-level comment instead');
  }
  await usePostingAllowance(db, author, 'reply');
  return db.transaction(async (tx) => {
    // The row it changes first, then what it adds: see the lock order above.
    await tx.update(forumTopics).set({ lastActivityAt: sql`now()` }).where(eq(forumTopics.id, post.topicId));
    const [comment] = await tx
      .insert(forumComments)
      .values({ postId: post.id, parentId, authorId: author.id, content: input.content, contentHtml: renderMemberText(input.content), language: writtenIn(input.content, author) })
      .returning({ id: forumComments.id });
    const commentId = (comment as { id: number }).id;
    if (post.authorId && post.authorId !== author.id) {
      await enqueueJob(tx, REPLY_EMAIL_JOB, { kind: 'comment', recipientId: post.authorId, actorId: author.id, topicId: post.topicId, postId: post.id, commentId });
      await queueReplyPush(tx, { kind: 'comment', recipientId: post.authorId, actor: author, topic: { id: post.topicId, title: post.topicTitle, slug: post.topicSlug } });
    }
    return { id: commentId };
  });
}

/* Editing and removing one's own writing (policy.ts decides). Removal keeps the row, so the thread around it stays readable. */

export async function editTopic(db: Db, viewer: UserRow, id: number, input: { title: string; content: string }) {
  const [topic] = await db.select({ authorId: forumTopics.authorId, removedBy: forumTopics.removedBy, isLocked: forumTopics.isLocked }).from(forumTopics).where(eq(forumTopics.id, id));
  authorizeOwn(viewer, 'edit', 'topic', topic);
  await authorizeGroupWrite(db, viewer, await groupOfTopic(db, id));
  await usePostingAllowance(db, viewer, 'reply');
  await db
    .update(forumTopics)
    .set({ title: input.title, content: input.content, contentHtml: renderMemberText(input.content), language: writtenIn(`${input.title}\n${input.content}`, viewer), editedAt: sql`now()` })
    .where(eq(forumTopics.id, id));
}

export async function editPost(db: Db, viewer: UserRow, id: number, content: string) {
  const [post] = await db.select({ authorId: forumPosts.authorId, removedBy: forumPosts.removedBy }).from(forumPosts).where(eq(forumPosts.id, id));
  authorizeOwn(viewer, 'edit', 'reply', post);
  await authorizeGroupWrite(db, viewer, await groupOfPost(db, id), 'Reply not found');
  await usePostingAllowance(db, viewer, 'reply');
  await db.update(forumPosts).set({ content, contentHtml: renderMemberText(content), language: writtenIn(content, viewer), editedAt: sql`now()` }).where(eq(forumPosts.id, id));
}

export async function editComment(db: Db, viewer: UserRow, id: number, content: string) {
  const [comment] = await db.select({ authorId: forumComments.authorId, removedBy: forumComments.removedBy }).from(forumComments).where(eq(forumComments.id, id));
  authorizeOwn(viewer, 'edit', 'comment', comment);
  await authorizeGroupWrite(db, viewer, await groupOfComment(db, id), 'Comment not found');
  await usePostingAllowance(db, viewer, 'reply');
  await db.update(forumComments).set({ content, contentHtml: renderMemberText(content), language: writtenIn(content, viewer), editedAt: sql`now()` }).where(eq(forumComments.id, id));
}

const removal = (by: 'author' | 'moderator') => ({ removedBy: by, removedAt: sql`now()` });

export async function removeOwnTopic(db: Db, viewer: UserRow, id: number) {
  const [topic] = await db.select({ authorId: forumTopics.authorId, removedBy: forumTopics.removedBy }).from(forumTopics).where(eq(forumTopics.id, id));
  authorizeOwn(viewer, 'delete', 'topic', topic);
  await db.update(forumTopics).set(removal('author')).where(eq(forumTopics.id, id));
}

/** A removed reply no longer counts among the topic's replies. */
export async function removePost(db: Db, id: number, by: 'author' | 'moderator', viewer: UserRow) {
  const [post] = await db.select({ authorId: forumPosts.authorId, removedBy: forumPosts.removedBy, topicId: forumPosts.topicId }).from(forumPosts).where(eq(forumPosts.id, id));
  if (by === 'author') authorizeOwn(viewer, 'delete', 'reply', post);
  else if (!post) throw notFound('Reply not found');
  if (post.removedBy) return;
  await db.transaction(async (tx) => {
    // The topic's row before the reply's: see the lock order above.
    await tx.update(forumTopics).set({ postCount: sql`greatest(${forumTopics.postCount} - 1, 0)` }).where(eq(forumTopics.id, post.topicId));
    await tx.update(forumPosts).set(removal(by)).where(eq(forumPosts.id, id));
    if (by === 'moderator') await tx.insert(auditLog).values({ actorId: viewer.id, action: 'forum.reply_removed', targetUserId: post.authorId, details: { postId: id, topicId: post.topicId } });
  });
}

export async function removeComment(db: Db, id: number, by: 'author' | 'moderator', viewer: UserRow) {
  const [comment] = await db.select({ authorId: forumComments.authorId, removedBy: forumComments.removedBy }).from(forumComments).where(eq(forumComments.id, id));
  if (by === 'author') authorizeOwn(viewer, 'delete', 'comment', comment);
  else if (!comment) throw notFound('Comment not found');
  if (comment.removedBy) return;
  await db.transaction(async (tx) => {
    await tx.update(forumComments).set(removal(by)).where(eq(forumComments.id, id));
    if (by === 'moderator') await tx.insert(auditLog).values({ actorId: viewer.id, action: 'forum.comment_removed', targetUserId: comment.authorId, details: { commentId: id } });
  });
}

/** A member's report goes to the admins' queue; reporting the same thing twice changes nothing. */
export async function report(db: Db, reporter: UserRow, input: z.output<typeof reportBody>) {
  const table = { topic: forumTopics, post: forumPosts, comment: forumComments }[input.targetType];
  const [target] = await db.select({ id: table.id, authorId: table.authorId }).from(table).where(eq(table.id, input.targetId));
  if (!target) throw notFound('There is nothing to report there');
  await authorizeGroupRead(db, reporter, await groupOfTarget(db, input.targetType, input.targetId), 'There is nothing to report there');
  authorizeReport(reporter, target);
  await usePostingAllowance(db, reporter, 'reply');
  await db
    .insert(forumReports)
    .values({ targetType: input.targetType, targetId: input.targetId, reporterId: reporter.id, reason: input.reason })
    .onConflictDoNothing();
}
