import { Lock, LockOpen, Pin, PinOff } from 'lucide-react';
import { useId, useState } from 'react';
import type { ForumTopicDetail } from '@shared/api/forum';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useForumCategories, useModerateTopic } from '../api';
import { useT } from '@client/lib/i18n';
import { forumMessages } from '../messages';

/** Administrators: pin, lock and move the topic (each change is audit-logged on the server). */
export function ModerationBar({ topic }: { topic: ForumTopicDetail }) {
  const moderate = useModerateTopic(topic.slug);
  const categories = useForumCategories();
  const [moveTo, setMoveTo] = useState(topic.categoryId);
  const moveId = useId();
  const t = useT(forumMessages);
  const change = (body: { isPinned?: boolean; isLocked?: boolean; categoryId?: number }, done: string) =>
    moderate.mutate(
      { id: topic.id, change: body },
      {
        onSuccess: () => toast({ title: done }),
        onError: (error) => toast({ title: t('common.error'), description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <div role="group" aria-label={t('mod.label')} className="mt-6 flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <span className="text-sm font-semibold text-slate-900">{t('mod.label')}</span>
      <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => change({ isPinned: !topic.isPinned }, topic.isPinned ? t('mod.unpinnedToast') : t('mod.pinnedToast'))}>
        {topic.isPinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />} {topic.isPinned ? t('mod.unpin') : t('mod.pin')}
      </Button>
      <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => change({ isLocked: !topic.isLocked }, topic.isLocked ? t('mod.unlockedToast') : t('mod.lockedToast'))}>
        {topic.isLocked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />} {topic.isLocked ? t('mod.unlock') : t('mod.lock')}
      </Button>
      <form method="post"
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (moveTo !== topic.categoryId) change({ categoryId: moveTo }, t('mod.movedToast'));
        }}
      >
        <label htmlFor={moveId} className="text-sm text-slate-900">
          {t('mod.moveTo')}
        </label>
        <select
          id={moveId}
          value={moveTo}
          disabled={moderate.isPending}
          onChange={(event) => setMoveTo(Number(event.target.value))}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {(categories.data ?? [topic.category]).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" variant="outline" disabled={moderate.isPending || moveTo === topic.categoryId}>
          {t('mod.move')}
        </Button>
      </form>
    </div>
  );
}

