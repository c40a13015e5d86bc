import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminArticleRow } from '@shared/api/resources';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { DataTable, RowButton } from '../../components/data-table';
import { articleTitle } from '../api';
import { dateText } from '@client/components/date-time';
import { useClock } from '@client/lib/clock';
import { useLocale, useT } from '@client/lib/i18n';
import { articlesMessages } from '../messages';

export type ArticleActions = {
  /** The article whose action is under way: its buttons wait. */
  busyId: number | null;
  onPublish: (article: AdminArticleRow, publish: boolean) => void;
  onFeature: (article: AdminArticleRow, feature: boolean) => void;
  onDelete: (article: AdminArticleRow) => void;
};

type Props = ArticleActions & {
  caption: string;
  articles: AdminArticleRow[] | undefined;
  /** A new page or search is loading while the last one stays on screen. */
  stale: boolean;
  empty: ReactNode;
};

export const ARTICLE_COLUMNS = ['table.title', 'table.category', 'table.status', 'table.featured', 'table.updated', 'table.actions'] as const;

function Nothing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

export function StatusBadge({ status }: { status: AdminArticleRow['status'] }) {
  const t = useT(articlesMessages);
  return status === 'published' ? (
    <Badge>{t('status.published')}</Badge>
  ) : (
    <Badge variant="secondary">{t('status.draft')}</Badge>
  );
}

/** A row's button that stays focusable while its article's action runs; it names the article, e.g. "Publish Caring for casts". */
function RowLink({ to, label, name }: { to: string; label: string; name: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to}>
        {label}
        <span className="sr-only"> {name}</span>
      </Link>
    </Button>
  );
}

function ArticleRow({ article, busyId, onPublish, onFeature, onDelete }: ArticleActions & { article: AdminArticleRow }) {
  const t = useT(articlesMessages);
  const clock = useClock();
  const locale = useLocale();
  const name = articleTitle(article);
  const address = `/resources/${article.slug}`;
  const busy = busyId === article.id;
  const published = article.status === 'published';
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900">
        <span className="block max-w-xs break-words">{name}</span>
        <span className="block text-xs font-normal text-slate-700 break-all">{address}</span>
      </th>
      <td className="px-4 py-3">{article.categoryName ?? <Nothing label={t('table.noCategory')} />}</td>
      <td className="px-4 py-3">
        <StatusBadge status={article.status} />
      </td>
      <td className="px-4 py-3">
        {article.featured ? (
          <Badge className="gap-1 bg-accent-100 text-slate-900">
            <Star aria-hidden="true" className="size-3 fill-current" /> {t('table.featured')}
          </Badge>
        ) : (
          <Nothing label={t('table.notFeatured')} />
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <time dateTime={article.updatedAt} title={dateText(article.updatedAt, 'MMM d, yyyy h:mm a', clock, undefined, locale)}>
          {dateText(article.updatedAt, 'MMM d, yyyy', clock, undefined, locale)}
        </time>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          <RowLink to={`/admin/articles/${article.id}`} label={t('table.edit')} name={name} />
          {published ? <RowLink to={`/resources/${article.slug}`} label={t('table.view')} name={name} /> : null}
          <RowButton label={published ? t('table.unpublish') : t('table.publish')} name={name} busy={busy} onClick={() => onPublish(article, !published)} />
          <RowButton
            label={article.featured ? t('table.unfeature') : t('table.feature')}
            name={name}
            busy={busy}
            onClick={() => onFeature(article, !article.featured)}
          />
          <RowButton label={t('table.delete')} name={name} busy={busy} onClick={() => onDelete(article)} className="border-red-200 text-red-700 hover:bg-red-50" />
        </div>
      </td>
    </tr>
  );
}

/** The articles table. */
export function ArticlesTable({ caption, articles, stale, empty, ...actions }: Props) {
  const t = useT(articlesMessages);
  return (
    <DataTable caption={caption} columns={ARTICLE_COLUMNS.map((column) => t(column))} items={articles} stale={stale} empty={empty}>
      {(article) => <ArticleRow key={article.id} article={article} {...actions} />}
    </DataTable>
  );
}
