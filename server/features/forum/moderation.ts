import { and, eq, sql } from 'drizzle-orm';
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
      const [category] = await tx.select({ id: forumCategories.id }).from(forumCategories).where(eq(forumCategories.id, change.categoryId));
      if (!category) throw new AppError('BAD_REQUEST', 'That category does not exist');
      set.categoryId = category.id;
      details.fromCategoryId = topic.categoryId;
      details.toCategoryId = category.id;
      await tx.update(forumCategories).set({ topicCount: sql`greatest(${forumCategories.topicCount} - 1, 0)` }).where(eq(forumCategories.id, topic.categoryId));
      await tx.update(forumCategories).set({ topicCount: sql`${forumCategories.topicCount} + 1` }).where(eq(forumCategories.id, category.id));
    }
    if (Object.keys(set).length === 0) return;
    await tx.update(forumTopics).set(set).where(eq(forumTopics.id, topicId));
    await tx.insert(auditLog).values({ actorId: admin.id, action: 'forum.topic_moderated', targetUserId: topic.authorId, details });
  });
}

/** Deletes a topic with its replies and comments (administrators). */
export async function deleteTopic(db: Db, admin: UserRow, topicId: number) {
  await db.transaction(async (tx) => {
    const [topic] = await tx.delete(forumTopics).where(and(eq(forumTopics.id, topicId))).returning();
    if (!topic) throw notFound('Topic not found');
    await tx.update(forumCategories).set({ topicCount: sql`greatest(${forumCategories.topicCount} - 1, 0)` }).where(eq(forumCategories.id, topic.categoryId));
    await tx.insert(auditLog).values({
      actorId: admin.id,
      action: 'forum.topic_deleted',
      targetUserId: topic.authorId,
      details: { topicId, title: topic.title },
    });
  });
}
