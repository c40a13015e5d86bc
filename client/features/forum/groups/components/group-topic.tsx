import { ArrowLeft, Lock, LockOpen, Pin, PinOff } from 'lucide-react';
import { Link } from 'react-router';
import type { ForumTopicDetail } from '@shared/api/forum';
import { canModerateGroup, isGroupMember } from '@shared/policies/groups';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { usePageMeta } from '@client/lib/page-meta';
import type { ForumPlace } from '../../policy';
import { useGroup, useModerateGroupTopic } from '../api';
import { groupPath } from '../labels';
import { useT } from '@client/lib/i18n';
import { forumMessages } from '../../messages';
import { groupsMessages } from '../messages';

/*
 * The forum's topic page, for a support group's discussion (issue 21): the way back to the group, the
 * group's moderators' pin and lock, and the viewer's place in the group for the forum's policy.
 */

type TopicGroup = { slug: string; name: string };

/**
 * The viewer's place in the topic's group (from the group's page answer), or the forum's own place.
 * `pending` while the group is read, so the page does not show a member's buttons and then take them away.
 */
export function useForumPlace(group: TopicGroup | null): { place: ForumPlace; pending: boolean } {
  const { user } = useAuth();
  const detail = useGroup(group?.slug ?? '', group !== null);
  if (!group) return { place: { group: null, moderatesGroup: false, writesInGroup: true }, pending: false };
  const membership = detail.data?.membership ?? null;
  const isAdmin = user?.role === 'admin';
  return {
    place: { group, moderatesGroup: canModerateGroup(user, membership), writesInGroup: isAdmin || isGroupMember(membership) },
    pending: detail.isPending,
  };
}

export function BackToGroup({ group }: { group: TopicGroup }) {
  const t = useT(groupsMessages);
  return (
    <Link to={groupPath(group.slug)} className="inline-flex items-center gap-1 font-medium text-brand-800 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('topic.backTo', { name: group.name })}
    </Link>
  );
}

/** A group's moderators (and administrators): pin and lock the group's topic. Moving it out of the group is not offered. */
export function GroupModerationBar({ topic, group }: { topic: ForumTopicDetail; group: TopicGroup }) {
  const moderate = useModerateGroupTopic(group.slug);
  const t = useT(groupsMessages);
  const tf = useT(forumMessages);
  const change = (body: { isPinned?: boolean; isLocked?: boolean }, done: string) =>
    moderate.mutate(
      { id: topic.id, change: body },
      {
        onSuccess: () => toast({ title: done }),
        onError: (error) => toast({ title: tf('common.error'), description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <div role="group" aria-label={tf('mod.label')} className="mt-6 flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <span className="text-sm font-semibold text-slate-900">{t('topic.moderation')}</span>
      <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => change({ isPinned: !topic.isPinned }, topic.isPinned ? tf('mod.unpinnedToast') : tf('mod.pinnedToast'))}>
        {topic.isPinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />} {topic.isPinned ? tf('mod.unpin') : tf('mod.pin')}
      </Button>
      <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => change({ isLocked: !topic.isLocked }, topic.isLocked ? tf('mod.unlockedToast') : tf('mod.lockedToast'))}>
        {topic.isLocked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />} {topic.isLocked ? tf('mod.unlock') : tf('mod.lock')}
      </Button>
    </div>
  );
}

/**
 * The group a 403 names: the client's errors read `403: {body}`, and the body carries `group`
 * (privateGroupError in shared/api/forum.ts; read by hand so the topic page loads no schema library).
 */
function groupOf(message: string): { slug: string; name: string } | null {
  try {
    const body = JSON.parse(message.slice(message.indexOf(':') + 1)) as { group?: { slug?: unknown; name?: unknown } };
    const { slug, name } = body.group ?? {};
    return typeof slug === 'string' && typeof name === 'string' ? { slug, name } : null;
  } catch {
    return null;
  }
}

/** The server's 403 for a private group's discussion: what it is, and the way to the group to ask to join. */
export function PrivateGroupTopic({ message, className }: { message: string; className: string }) {
  const t = useT(groupsMessages);
  usePageMeta(t('topic.private.metaTitle'), t('topic.private.metaDescription'));
  const group = groupOf(message);
  return (
    <div className={className}>
      <h1 className="flex items-center gap-2 text-3xl font-bold text-slate-900">
        <Lock aria-hidden="true" className="size-7 shrink-0 text-slate-700" /> {t('topic.private.title')}
      </h1>
      <p className="mt-3 text-slate-700">
        {group ? t('topic.private.textNamed', { name: group.name }) : t('topic.private.text')}
      </p>
      <Button asChild className="mt-6">
        {group ? <Link to={groupPath(group.slug)}>{t('topic.private.goTo', { name: group.name })}</Link> : <Link to="/community/groups">{t('topic.private.seeGroups')}</Link>}
      </Button>
    </div>
  );
}
