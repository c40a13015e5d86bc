import { useMemo } from 'react';
import type { ForumAuthor } from '@shared/api/forum';
import { canWriteIn, forumCan, type ForumPermission, removalAs, whyNotEdit, whyNotReport, type Writing, type WritingKind } from '@shared/policies/forum';
import { useAuth } from '@client/lib/auth';

/**
 * The forum's rules (shared/policies/forum.ts) for the signed-in viewer, to show or hide actions. The
 * server applies the same rules again; these only spare people buttons that would be refused.
 */

/** The client's names for the three kinds of writing: the API calls a reply a 'post'. */
export type ClientWritingKind = 'topic' | 'post' | 'comment';
const KIND: Record<ClientWritingKind, WritingKind> = { topic: 'topic', post: 'reply', comment: 'comment' };

/** A topic, reply or comment as the API answers it. */
export type ForumItem = { author: Pick<ForumAuthor, 'id'> | null; removed: boolean | string | null };
const writingOf = (item: ForumItem): Writing => ({ authorId: item.author?.id ?? null, removed: !!item.removed });

/** A topic's state as the rules for writing in it need it. */
export type TopicOpenness = { isLocked: boolean; removed: boolean | string | null };

export function useForumPolicy() {
  const { user } = useAuth();
  return useMemo(
    () => ({
      can: (permission: ForumPermission) => forumCan(user, permission),
      canEdit: (kind: ClientWritingKind, item: ForumItem) => whyNotEdit(user, KIND[kind], writingOf(item)) === null,
      /** 'author' (Delete), 'moderator' (Remove) or null (no button). */
      removalAs: (kind: ClientWritingKind, item: ForumItem) => removalAs(user, KIND[kind], writingOf(item)),
      canReport: (item: ForumItem) => whyNotReport(user, writingOf(item)) === null,
      canWriteIn: (kind: 'reply' | 'comment', topic: TopicOpenness) => canWriteIn(user, kind, { isLocked: topic.isLocked, removed: !!topic.removed }),
    }),
    [user],
  );
}
