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
import { useT } from '@client/lib/i18n';
import { articlesMessages } from '../articles/messages';

const MAX_PAGE = 10_000;

function readStatus(value: string | null): ArticleStatusFilter {
  return value === 'draft' || value === 'published' ? value : 'all';
}

const captions = {
  all: 'list.captionAll',
  draft: 'list.captionDraft',
  published: 'list.captionPublished',
} as const satisfies Record<ArticleStatusFilter, keyof (typeof articlesMessages)['en']>;

export default function ArticlesPage() {
  const t = useT(articlesMessages);
  usePageMeta(t('list.title'), t('list.description'));
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
  const caption = q ? t('list.captionMatching', { kind: t(captions[status]), q }) : t('list.caption', { kind: t(captions[status]) });
  const beyondLastPage = data !== undefined && data.items.length === 0 && total > 0;

  const empty = beyondLastPage ? (
    <NoSuchPage page={page} onFirst={() => goToPage(1)} />
  ) : q || status !== 'all' ? (
    t('list.noMatch')
  ) : (
    t('list.empty')
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('list.title')}</h1>
          <p className="mt-2 text-slate-700">{t('list.intro')}</p>
        </div>
        <Button asChild className="shrink-0">
          <Link to="/admin/articles/new">
            <Plus aria-hidden="true" /> {t('list.new')}
          </Link>
        </Button>
      </div>

      <ArticleFilters q={q} status={status} onSearch={search} onStatus={filter} />

      {articles.isError ? (
        <QueryError title={t('list.loadFailed')} error={articles.error} onRetry={() => void articles.refetch()} retrying={articles.isFetching} />
      ) : null}

      <ArticlesTable
        caption={caption}
        articles={articles.isError && !articles.isPlaceholderData ? (data?.items ?? []) : data?.items}
        stale={articles.isPlaceholderData}
        empty={articles.isError ? t('list.notLoaded') : empty}
        busyId={busyId}
        onPublish={(article, publish) =>
          update.mutate({ id: article.id, kind: publish ? 'publish' : 'unpublish', changes: { status: publish ? 'published' : 'draft' } })
        }
        onFeature={(article, feature) => update.mutate({ id: article.id, kind: feature ? 'feature' : 'unfeature', changes: { featured: feature } })}
        onDelete={setToDelete}
      />

      <Pager
        label={t('list.pages')}
        page={page}
        shown={data ? { page: data.page, totalPages, total } : null}
        noun={[t('list.nounOne'), t('list.nounOther')]}
        loadingText={articles.isError ? '' : t('list.loading')}
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
        title={t('list.deleteTitle', { title: toDelete ? articleTitle(toDelete) : t('list.deleteFallback') })}
        description={t('list.deleteText')}
        confirmLabel={t('table.delete')}
      />
    </div>
  );
}
