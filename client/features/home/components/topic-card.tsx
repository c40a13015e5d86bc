import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { useClock } from '@client/lib/clock';
import { timeAgo } from '@client/lib/format';
import type { HomeTopic } from '../api';
import { displayName } from '@shared/display-name';
import { useLocale, useT } from '@client/lib/i18n';
import { homeMessages } from '../messages';

export const PREVIEW_LENGTH = 120;

/** The topic's words without markup: tags, Markdown links (their text stays), emphasis, quote and list marks. */
export function previewText(content: string | null | undefined) {
  const text = (content ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(^|\n)\s*(>|[-+*]|\d+\.)\s+/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text;
}

/** A home-page discussion card: both the snake_case and camelCase author shapes are read. */
export function TopicCard({ topic }: { topic: HomeTopic }) {
  const { now } = useClock();
  const t = useT(homeMessages);
  const locale = useLocale();
  const a = topic.author ?? {};
  const first = a.first_name ?? a.firstName;
  const last = a.last_name ?? a.lastName;
  const author = displayName({ firstName: first, lastName: last }, t('topic.anonymous'));
  const isParent = a.is_parent ?? a.isParent;
  const side = a.clubfoot_side ?? a.clubfootSide;
  const posts = topic._count?.posts ?? topic.postCount ?? 0;
  const category = topic.category?.name ?? topic.category_name;

  return (
    <Card className="h-full transition-shadow hover:shadow-md">
      <Link to={`/community/forum/${topic.slug}`} className="flex h-full flex-col p-5">
        <h3 className="font-semibold text-slate-900" data-user-text>
          {topic.title}
        </h3>
        <p className="mt-2 text-sm text-slate-700" data-user-text>
          {previewText(topic.content)}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-4 text-xs text-slate-700">
          <span className="font-medium text-slate-900" data-user-text>
            {author}
          </span>
          {isParent ? <Badge variant="secondary">{t('topic.parent')}</Badge> : null}
          {side ? <Badge variant="secondary">{t('topic.side', { side })}</Badge> : null}
          <time dateTime={topic.created_at ?? topic.createdAt ?? undefined}>{timeAgo(topic.created_at ?? topic.createdAt, now, locale)}</time>
          {category ? (
            <Badge variant="outline" data-user-text>
              {category}
            </Badge>
          ) : null}
          <span className="ml-auto flex items-center gap-1">
            <MessageSquare aria-hidden="true" className="size-3.5" /> {t('topic.replies', { count: posts })}
          </span>
        </div>
      </Link>
    </Card>
  );
}
