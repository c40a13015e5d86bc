import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePageMeta } from '@client/lib/page-meta';
import { useAdminArticle, useAdminCategories } from '../articles/api';
import { ArticleEditor } from '../articles/components/article-editor';
import { QueryError } from '@client/components/query-error';
import { useT } from '@client/lib/i18n';
import { articlesMessages } from '../articles/messages';

/** `:id` as a positive whole number, or null. */
function readId(value: string | undefined) {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

function BackLink() {
  const t = useT(articlesMessages);
  return (
    <Link
      to="/admin/articles"
      className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('editor.back')}
    </Link>
  );
}

function Loading() {
  const t = useT(articlesMessages);
  return (
    <div className="space-y-6" aria-busy="true">
      <BackLink />
      <h1 className="text-3xl font-bold text-slate-900">{t('editor.editTitle')}</h1>
      <div className="space-y-4">
        <Skeleton className="h-10 w-full max-w-xl" />
        <Skeleton className="h-10 w-full max-w-xl" />
        <Skeleton className="h-64 w-full" />
        <span className="sr-only">{t('editor.loading')}</span>
      </div>
    </div>
  );
}

/** /admin/articles/new and /admin/articles/:id */
export default function ArticleEditorPage() {
  const { id: param } = useParams();
  const isNew = param === undefined;
  const id = isNew ? null : readId(param);
  const t = useT(articlesMessages);
  usePageMeta(isNew ? t('editor.newTitle') : t('editor.editTitle'), t('editor.pageDescription'));
  const article = useAdminArticle(id);
  const categories = useAdminCategories();

  if (!isNew && (id === null || article.isError)) {
    const missing = id === null || /^404:/.test(article.error?.message ?? '');
    return (
      <div className="space-y-6">
        <BackLink />
        <h1 className="text-3xl font-bold text-slate-900">{missing ? t('editor.notFound') : t('editor.editTitle')}</h1>
        {missing ? (
          <p className="text-slate-700">{t('editor.notFoundText')}</p>
        ) : (
          <QueryError title={t('editor.loadFailed')} error={article.error} onRetry={() => void article.refetch()} retrying={article.isFetching} />
        )}
      </div>
    );
  }
  if (!isNew && !article.data) return <Loading />;

  return (
    <>
      {categories.isError ? (
        <QueryError
          className="mb-6"
          title={t('editor.categoriesFailed')}
          error={categories.error}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : null}
      {/* A fresh form for each article (and for the new one once it is saved). */}
      <ArticleEditor key={id ?? 'new'} article={article.data ?? null} categories={categories.data} />
    </>
  );
}
