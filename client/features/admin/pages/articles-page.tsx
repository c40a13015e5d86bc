import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminArticleRow } from '@shared/api/resources';
import { Button } from '@client/components/ui/button';
import { usePageMeta } from '@client/lib/page-meta';
import {
  ADMIN_ARTICLES_PAGE_SIZE,
  articleTitle,
  useAdminArticles,
  useDeleteArticle,
  useUpdateArticle,
  type ArticleStatusFilter,
} from '../articles/api';
import { ArticleFilters } from '../articles/components/article-filters';
import { SEARCH_MAX_LENGTH } from '../components/use-typed-search';
import { ArticlesTable } from '../articles/components/articles-table';
import { deleteArticleNotices, updateArticleNotices } from '../articles/components/notices';
import { NoSuchPage, Pager, readPage } from '../components/pager';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { QueryError } from '@client/components/query-error';

const MAX_PAGE = 10_000;

function readStatus(value: string | null): ArticleStatusFilter {
  return value === 'draft' || value === 'published' ? value : 'all';
}

const captions: Record<ArticleStatusFilter, string> = {
  all: 'All articles',
  draft: 'Draft articles',
  published: 'Published articles',
};

export default function ArticlesPage() {
  usePageMeta('Articles', 'Write, publish and feature the articles of the resource library.');
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const status = readStatus(searchParams.get('status'));
  const page = readPage(searchParams.get('page'), MAX_PAGE);
  const articles = useAdminArticles({ q, status, page });

  const update = useUpdateArticle(updateArticleNotices);
  const remove = useDeleteArticle(deleteArticleNotices);
  const [toDelete, setToDelete] = useState<AdminArticleRow | null>(null);

  const setParams = useCallback(
    (change: (params: URLSearchParams) => void, replace = false) => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          change(params);
          return params;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const search = useCallback(
    (next: string, { typing }: { typing: boolean }) =>
      setParams((params) => {
        if (next) params.set('q', next);
        else params.delete('q');
        params.delete('page');
      }, typing),
    [setParams],
  );

  const filter = (next: ArticleStatusFilter) =>
    setParams((params) => {
      if (next === 'all') params.delete('status');
      else params.set('status', next);
      params.delete('page');
    });

  const goToPage = (next: number) =>
    setParams((params) => {
      if (next > 1) params.set('page', String(next));
      else params.delete('page');
    });

  const busyId = (update.isPending && update.variables?.id) || (remove.isPending && remove.variables?.article.id) || null;

  const data = articles.data;
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / (data?.pageSize ?? ADMIN_ARTICLES_PAGE_SIZE)));
  const caption = `${captions[status]}${q ? ` matching “${q}”` : ''}, most recently updated first`;
  const beyondLastPage = data !== undefined && data.items.length === 0 && total > 0;

  const empty = beyondLastPage ? (
    <NoSuchPage page={page} onFirst={() => goToPage(1)} />
  ) : q || status !== 'all' ? (
    'No articles match this search.'
  ) : (
    'No articles yet. Write the first one with “New article”.'
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Articles</h1>
          <p className="mt-2 text-slate-700">Write and edit the resource library&apos;s articles, publish them, and choose which are featured.</p>
        </div>
        <Button asChild className="shrink-0">
          <Link to="/admin/articles/new">
            <Plus aria-hidden="true" /> New article
          </Link>
        </Button>
      </div>

      <ArticleFilters q={q} status={status} onSearch={search} onStatus={filter} />

      {articles.isError ? (
        <QueryError title="Could not load the articles" error={articles.error} onRetry={() => void articles.refetch()} retrying={articles.isFetching} />
      ) : null}

      <ArticlesTable
        caption={caption}
        articles={articles.isError && !articles.isPlaceholderData ? (data?.items ?? []) : data?.items}
        stale={articles.isPlaceholderData}
        empty={articles.isError ? 'The articles could not be loaded.' : empty}
        busyId={busyId}
        onPublish={(article, publish) =>
          update.mutate({ id: article.id, kind: publish ? 'publish' : 'unpublish', changes: { status: publish ? 'published' : 'draft' } })
        }
        onFeature={(article, feature) => update.mutate({ id: article.id, kind: feature ? 'feature' : 'unfeature', changes: { featured: feature } })}
        onDelete={setToDelete}
      />

      <Pager
        label="Articles pages"
        page={page}
        shown={data ? { page: data.page, totalPages, total } : null}
        noun={['article', 'articles']}
        loadingText={articles.isError ? '' : 'Loading articles…'}
        onPage={goToPage}
      />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        pending={remove.isPending}
        onConfirm={() => {
          if (toDelete) remove.mutate({ article: toDelete }, { onSettled: () => setToDelete(null) });
        }}
        title={`Delete "${toDelete ? articleTitle(toDelete) : 'article'}"?`}
        description="The article and its downloadable guides will be deleted. This cannot be undone."
        confirmLabel="Delete"
      />
    </div>
  );
}
