import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ResourceFile } from '@shared/api/resources';
import { Button } from '@client/components/ui/button';
import { inputClass, TextField } from '@client/components/ui/field';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorMessage } from '@client/lib/api';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { QueryError } from '@client/components/query-error';
import { ARTICLE_CHOICES_PAGE_SIZE, articleTitle, guideFileProblem, useAdminArticle, useAdminArticles, useRemoveGuide, useUploadGuide } from '../api';
import { GuideList } from './guide-list';
import { removeGuideNotices, uploadGuideNotices } from './notices';
import { useT } from '@client/lib/i18n';
import { articlesMessages } from '../messages';

const TITLE_MAX = 120;

/** Title and PDF; checked here for type and size first (the server checks again). */
function UploadGuideForm({ articleId }: { articleId: number }) {
  const id = useId();
  const t = useT(articlesMessages);
  const upload = useUploadGuide(uploadGuideNotices);
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const reason = file ? guideFileProblem(file) : t('file.pdf');
    setProblem(reason);
    if (reason || !file) {
      fileInput.current?.focus();
      return;
    }
    upload.mutate(
      { articleId, title: title.trim(), file },
      {
        onSuccess: () => {
          setTitle('');
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t('guides.upload')}
      </h3>
      <TextField
        id={`${id}-title`}
        label={t('guides.titleLabel')}
        hint={t('guides.titleHint')}
        value={title}
        maxLength={TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
        autoComplete="off"
      />
      <TextField
        ref={fileInput}
        id={`${id}-file`}
        label={t('guides.file')}
        hint={t('guides.fileHint')}
        type="file"
        accept="application/pdf"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setProblem(null);
          setFailure(null);
        }}
        error={problem ?? undefined}
        className="[&_input]:py-1.5"
      />
      {failure ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {t('guides.uploadFailed', { reason: failure })}
        </p>
      ) : null}
      <Button type="submit" disabled={upload.isPending}>
        {upload.isPending ? t('guides.uploading') : t('guides.submit')}
      </Button>
    </form>
  );
}

/** Choose an article; list, download and remove its guides; upload another. */
export function GuidesManager({ articleId, onChoose }: { articleId: number | null; onChoose: (id: number | null) => void }) {
  const id = useId();
  const t = useT(articlesMessages);
  const choices = useAdminArticles({ pageSize: ARTICLE_CHOICES_PAGE_SIZE });
  const article = useAdminArticle(articleId);
  const remove = useRemoveGuide(removeGuideNotices);
  const [toRemove, setToRemove] = useState<ResourceFile | null>(null);

  const items = choices.data?.items ?? [];
  // An article older than the hundred offered is still shown when the address names it.
  const chosenMissing = articleId !== null && article.data && !items.some((item) => item.id === articleId);

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
          {t('guides.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('guides.intro')}</p>
      </div>

      {choices.isError ? (
        <QueryError title={t('guides.loadArticlesFailed')} error={choices.error} onRetry={() => void choices.refetch()} retrying={choices.isFetching} />
      ) : null}

      <div className="max-w-md space-y-1">
        <label htmlFor={`${id}-article`} className="block text-sm font-medium text-slate-900">
          {t('guides.article')}
        </label>
        <select
          id={`${id}-article`}
          className={inputClass}
          value={articleId === null ? '' : String(articleId)}
          onChange={(event) => onChoose(event.target.value ? Number(event.target.value) : null)}
          aria-describedby={`${id}-article-hint`}
          aria-busy={choices.isPending}
        >
          <option value="">{t('guides.choose')}</option>
          {chosenMissing && article.data ? <option value={String(article.data.id)}>{articleTitle(article.data)}</option> : null}
          {items.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {articleTitle(item)}
              {item.status === 'draft' ? t('guides.draft') : ''}
            </option>
          ))}
        </select>
        <p id={`${id}-article-hint`} className="text-xs text-slate-700">
          {choices.data && choices.data.total > items.length
            ? t('guides.recent', { count: ARTICLE_CHOICES_PAGE_SIZE })
            : t('guides.recentFirst')}
        </p>
      </div>

      {articleId === null ? null : article.isError ? (
        <QueryError title={t('guides.loadFailed')} error={article.error} onRetry={() => void article.refetch()} retrying={article.isFetching} />
      ) : !article.data ? (
        <div aria-busy="true">
          <Skeleton className="h-16 w-full" />
          <span className="sr-only">{t('guides.loading')}</span>
        </div>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
            <h3 className="text-lg font-semibold text-slate-900 break-words">{t('guides.of', { title: articleTitle(article.data) })}</h3>
            <Link
              to={`/admin/articles/${article.data.id}`}
              className="rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t('guides.editArticle')}
            </Link>
          </div>
          <GuideList
            files={article.data.files}
            empty={t('guides.none')}
            onRemove={setToRemove}
            busyId={remove.isPending ? (remove.variables?.file.id ?? null) : null}
          />
          <UploadGuideForm key={article.data.id} articleId={article.data.id} />
        </div>
      )}

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        pending={remove.isPending}
        onConfirm={() => {
          if (toRemove && articleId !== null) remove.mutate({ articleId, file: toRemove }, { onSettled: () => setToRemove(null) });
        }}
        title={t('guides.removeTitle', { title: toRemove?.title ?? t('guides.removeFallback') })}
        description={t('guides.removeText')}
        confirmLabel={t('guides.removeConfirm')}
      />
    </section>
  );
}
