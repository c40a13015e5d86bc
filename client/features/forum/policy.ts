import { createContext, useContext, useMemo } from 'react';
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

/**
 * Where the writing on screen is (issue 21): the forum itself, or a support group's discussion, where
 * its moderators remove and answer in locked topics, and only its members write.
 */
export type ForumPlace = { group: { slug: string; name: string } | null; moderatesGroup: boolean; writesInGroup: boolean };
export const ForumPlaceContext = createContext<ForumPlace>({ group: null, moderatesGroup: false, writesInGroup: true });

export function useForumPolicy() {
  const { user } = useAuth();
  const place = useContext(ForumPlaceContext);
  return useMemo(() => {
    const at = { moderatesGroup: place.moderatesGroup };
    return {
      can: (permission: ForumPermission) => forumCan(user, permission),
      canEdit: (kind: ClientWritingKind, item: ForumItem) => place.writesInGroup && whyNotEdit(user, KIND[kind], writingOf(item)) === null,
      /** 'author' (Delete), 'moderator' (Remove) or null (no button). */
      removalAs: (kind: ClientWritingKind, item: ForumItem) => removalAs(user, KIND[kind], writingOf(item), at),
      canReport: (item: ForumItem) => whyNotReport(user, writingOf(item)) === null,
      canWriteIn: (kind: 'reply' | 'comment', topic: TopicOpenness) => place.writesInGroup && canWriteIn(user, kind, { isLocked: topic.isLocked, removed: !!topic.removed }, at),
      /** Administrators, and a group's moderators in its topics, still answer in a locked topic. */
      writesWhenLocked: forumCan(user, 'locked-topic.write') || place.moderatesGroup,
      place,
    };
  }, [user, place]);
}
