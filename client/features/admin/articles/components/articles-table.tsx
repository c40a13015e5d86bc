import { format } from 'date-fns';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminArticleRow } from '@shared/api/resources';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { DataTable, RowButton } from '../../components/data-table';
import { articleTitle } from '../api';

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

export const ARTICLE_COLUMNS = ['Title', 'Category', 'Status', 'Featured', 'Updated', 'Actions'] as const;

function Nothing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

export function StatusBadge({ status }: { status: AdminArticleRow['status'] }) {
  return status === 'published' ? (
    <Badge>Published</Badge>
  ) : (
    <Badge variant="secondary">Draft</Badge>
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
  const name = articleTitle(article);
  const busy = busyId === article.id;
  const published = article.status === 'published';
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900">
        <span className="block max-w-xs break-words">{name}</span>
        <span className="block text-xs font-normal text-slate-700 break-all">/resources/{article.slug}</span>
      </th>
      <td className="px-4 py-3">{article.categoryName ?? <Nothing label="No category" />}</td>
      <td className="px-4 py-3">
        <StatusBadge status={article.status} />
      </td>
      <td className="px-4 py-3">
        {article.featured ? (
          <Badge className="gap-1 bg-accent-100 text-slate-900">
            <Star aria-hidden="true" className="size-3 fill-current" /> Featured
          </Badge>
        ) : (
          <Nothing label="Not featured" />
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <time dateTime={article.updatedAt} title={format(new Date(article.updatedAt), 'MMM d, yyyy h:mm a')}>
          {format(new Date(article.updatedAt), 'MMM d, yyyy')}
        </time>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          <RowLink to={`/admin/articles/${article.id}`} label="Edit" name={name} />
          {published ? <RowLink to={`/resources/${article.slug}`} label="View" name={name} /> : null}
          <RowButton label={published ? 'Unpublish' : 'Publish'} name={name} busy={busy} onClick={() => onPublish(article, !published)} />
          <RowButton
            label={article.featured ? 'Unfeature' : 'Feature'}
            name={name}
            busy={busy}
            onClick={() => onFeature(article, !article.featured)}
          />
          <RowButton label="Delete" name={name} busy={busy} onClick={() => onDelete(article)} className="border-red-200 text-red-700 hover:bg-red-50" />
        </div>
      </td>
    </tr>
  );
}

/** The articles table. */
export function ArticlesTable({ caption, articles, stale, empty, ...actions }: Props) {
  return (
    <DataTable caption={caption} columns={ARTICLE_COLUMNS} items={articles} stale={stale} empty={empty}>
      {(article) => <ArticleRow key={article.id} article={article} {...actions} />}
    </DataTable>
  );
}
