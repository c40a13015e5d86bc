import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { moderateTopicBody } from '../../../shared/api/forum';
import type { Db } from '../../db';
import { auditLog, forumCategories, forumTopics } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';

/** Pin, lock or move a topic (administrators). Each change is audit-logged. */
export async function moderateTopic(db: Db, admin: UserRow, topicId: number, change: z.output<typeof moderateTopicBody>) {
  await db.transaction(async (tx) => {
    const [topic] = await tx.select().from(forumTopics).where(eq(forumTopics.id, topicId)).for('update');
    if (!topic) throw notFound('Topic not found');
    const set: Partial<typeof forumTopics.$inferInsert> = {};
    const details: Record<string, unknown> = { topicId, title: topic.title };
    if (change.isPinned !== undefined && change.isPinned !== topic.isPinned) {
      set.isPinned = change.isPinned;
      details.isPinned = change.isPinned;
    }
    if (change.isLocked !== undefined && change.isLocked !== topic.isLocked) {
      set.isLocked = change.isLocked;
      details.isLocked = change.isLocked;
    }
    if (change.categoryId !== undefined && change.categoryId !== topic.categoryId) {
      const [category] = await tx.select({ id: forumCategories.id, groupId: forumCategories.groupId }).from(forumCategories).where(eq(forumCategories.id, change.categoryId));
      if (!category) throw new AppError('BAD_REQUEST', 'That category does not exist');
      const [from] = await tx.select({ groupId: forumCategories.groupId }).from(forumCategories).where(eq(forumCategories.id, topic.categoryId));
      // A group's discussions are read by its members only: moving one out (or in) would change who reads it.
      if (category.groupId !== null || (from?.groupId ?? null) !== null) throw new AppError('BAD_REQUEST', 'A support group’s discussions stay in their group');
      set.categoryId = category.id;
      details.fromCategoryId = topic.categoryId;
      details.toCategoryId = category.id;
      // Both rows in one statement, so forum_version comes after both (the lock order in service.ts).
      await tx
        .update(forumCategories)
        .set({ topicCount: sql`case when ${forumCategories.id} = ${topic.categoryId} then greatest(${forumCategories.topicCount} - 1, 0) else ${forumCategories.topicCount} + 1 end` })
        .where(inArray(forumCategories.id, [topic.categoryId, category.id]));
    }
    if (Object.keys(set).length === 0) return;
    await tx.update(forumTopics).set(set).where(eq(forumTopics.id, topicId));
    await tx.insert(auditLog).values({ actorId: admin.id, action: 'forum.topic_moderated', targetUserId: topic.authorId, details });
  });
}

/** Deletes a topic with its replies and comments (administrators). */
export async function deleteTopic(db: Db, admin: UserRow, topicId: number) {
  await db.transaction(async (tx) => {
    // The topic's row, then its category's, then the delete (the lock order in service.ts).
    const [topic] = await tx.select().from(forumTopics).where(eq(forumTopics.id, topicId)).for('update');
    if (!topic) throw notFound('Topic not found');
    await tx.update(forumCategories).set({ topicCount: sql`greatest(${forumCategories.topicCount} - 1, 0)` }).where(eq(forumCategories.id, topic.categoryId));
    await tx.delete(forumTopics).where(eq(forumTopics.id, topicId));
    await tx.insert(auditLog).values({
      actorId: admin.id,
      action: 'forum.topic_deleted',
      targetUserId: topic.authorId,
      details: { topicId, title: topic.title },
    });
  });
}
