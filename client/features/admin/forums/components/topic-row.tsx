import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ForumCategory, ForumTopic } from '@shared/api/forum';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { RowButton } from '../../components/data-table';
import { topicHref } from '../api';
import { useModerateTopic } from '../moderation-api';
import { moderateTopicNotices } from './notices';
import { DELETED_MEMBER, displayName } from '@shared/display-name';
import { DateTime } from '@client/components/date-time';
import { useT } from '@client/lib/i18n';
import { forumsAdminMessages } from '../messages';

const authorName = (topic: ForumTopic) => {
  const author = topic.author;
  if (!author || author.deleted) return topic.removed ? '—' : DELETED_MEMBER;
  return displayName(author);
};
const selectClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700';

type Props = { topic: ForumTopic; categories: readonly ForumCategory[] | undefined; onDelete: (topic: ForumTopic) => void };

/**
 * One topic with its moderation: pin, lock, move (a category is chosen, then "Move" acts: a select
 * never acts on its own, WCAG 3.2.2) and delete. Each button's name carries the topic's title.
 */
export function TopicRow({ topic, categories, onDelete }: Props) {
  const id = useId();
  const t = useT(forumsAdminMessages);
  const moderate = useModerateTopic(moderateTopicNotices);
  // null: the topic's own category (it follows the topic once moved).
  const [chosen, setChosen] = useState<number | null>(null);
  const target = chosen ?? topic.categoryId;
  const options = categories?.length ? categories : [topic.category];
  const busy = moderate.isPending;
  const unchanged = target === topic.categoryId;

  const move = () => {
    const category = options.find((option) => option.id === target);
    if (busy || unchanged || !category) return;
    moderate.mutate({ topic, change: { categoryId: category.id, categoryName: category.name } }, { onSuccess: () => setChosen(null) });
  };

  return (
    <tr className="align-top">
      <th scope="row" className="min-w-56 max-w-md px-4 py-3 text-left font-normal">
        <Link to={topicHref(topic.slug)} className="font-semibold break-words text-brand-800 underline underline-offset-2 hover:text-brand-900">
          {topic.title}
        </Link>
        <span className="mt-1 block text-xs text-slate-700">
          {t('topic.started')} <DateTime value={topic.createdAt} pattern="MMM d, yyyy" />
        </span>
        {topic.removed ? <Badge className="mt-1 bg-red-100 text-red-800">{t('topic.removedBy', { by: topic.removed === 'author' ? 'author' : 'moderator' })}</Badge> : null}
      </th>
      <td className="px-4 py-3">{topic.category.name}</td>
      <td className="px-4 py-3">{authorName(topic)}</td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums">{t('topic.replies', { count: topic.postCount })}</td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-1">
          {topic.isPinned ? <Badge>{t('topic.pinned')}</Badge> : null}
          {topic.isLocked ? <Badge variant="secondary">{t('topic.locked')}</Badge> : null}
          {!topic.isPinned && !topic.isLocked ? <span className="text-slate-700">{t('topic.open')}</span> : null}
        </div>
      </td>
      <td className="px-4 py-3">
        <div className="flex min-w-72 flex-wrap items-end gap-2">
          <RowButton label={topic.isPinned ? t('topic.unpin') : t('topic.pin')} name={topic.title} busy={busy} onClick={() => moderate.mutate({ topic, change: { isPinned: !topic.isPinned } })} />
          <RowButton label={topic.isLocked ? t('topic.unlock') : t('topic.lock')} name={topic.title} busy={busy} onClick={() => moderate.mutate({ topic, change: { isLocked: !topic.isLocked } })} />
          <RowButton label={t('topic.delete')} name={topic.title} busy={busy} onClick={() => onDelete(topic)} className="border-red-200 text-red-700 hover:bg-red-50" />
          <div className="flex items-end gap-2">
            <div>
              <label htmlFor={`${id}-category`} className="block text-xs font-medium text-slate-900">
                {t('topic.moveTo')}<span className="sr-only">{t('topic.moveToHidden', { title: topic.title })}</span>
              </label>
              <select id={`${id}-category`} value={target} onChange={(event) => setChosen(Number(event.target.value))} className={selectClass}>
                {options.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-disabled={busy || unchanged || undefined}
              aria-describedby={unchanged ? `${id}-unchanged` : undefined}
              onClick={move}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            >
              {t('topic.move')}<span className="sr-only"> {topic.title}</span>
            </Button>
            <span id={`${id}-unchanged`} hidden>
              {t('topic.chooseAnother')}
            </span>
          </div>
        </div>
      </td>
    </tr>
  );
}
