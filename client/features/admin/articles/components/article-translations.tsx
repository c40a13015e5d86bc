import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AdminArticle, ArticleTranslation, TranslationLanguage } from '@shared/api/resources';
import { LOCALE_NAMES } from '@shared/i18n/locales';
import { DateTime } from '@client/components/date-time';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { Skeleton } from '@client/components/ui/skeleton';
import { lazy } from '@client/lib/lazy';
import { languageName, Rich, useT } from '@client/lib/i18n';
import { EXCERPT_MAX } from '../article-form';
import { useArticleTranslations, useDeleteTranslation, useSaveTranslation, useUploadArticleImage } from '../api';
import { articlesMessages } from '../messages';
import { EditorPlaceholder } from './article-fields';
import { deleteTranslationNotices, saveTranslationNotices, uploadImageNotices } from './notices';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The languages an article can be translated into, in the order the tabs show them. */
const LANGUAGES: readonly TranslationLanguage[] = ['es', 'fr'];

type Values = { title: string; excerpt: string; content: string };

/** The English original, read beside the translation (its text scrolls on its own). */
function Original({ article }: { article: AdminArticle }) {
  const t = useT(articlesMessages);
  return (
    <div className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4" lang="en">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700" lang={undefined}>
        {t('translations.original')}
      </h3>
      <p className="text-lg font-semibold text-slate-900" data-user-text>
        {article.title}
      </p>
      {article.excerpt ? (
        <p className="text-sm text-slate-700" data-user-text>
          {article.excerpt}
        </p>
      ) : null}
      {/* A scrolling region a keyboard can reach; the HTML was sanitised by the server when saved. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={t('translations.originalText')}
        className="article-content max-h-[32rem] overflow-y-auto rounded-md border border-slate-200 bg-white p-4 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
        data-user-text
        dangerouslySetInnerHTML={{ __html: article.content }}
      />
    </div>
  );
}

/** One language's translation: its fields beside the original, saved or removed on its own. */
function TranslationForm({ article, language, saved }: { article: AdminArticle; language: TranslationLanguage; saved: ArticleTranslation | null }) {
  const id = useId();
  const t = useT(articlesMessages);
  const name = languageName(language);
  const schema = useMemo(
    () => z.object({ title: z.string().trim().min(1, t('translations.titleRequired')).max(200), excerpt: z.string().trim().max(EXCERPT_MAX), content: z.string().max(200_000) }),
    [t],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { title: saved?.title ?? '', excerpt: saved?.excerpt ?? '', content: saved?.content ?? '' },
  });
  const errors = form.formState.errors;
  const save = useSaveTranslation(saveTranslationNotices);
  const remove = useDeleteTranslation(deleteTranslationNotices);
  const upload = useUploadArticleImage(uploadImageNotices);
  const [confirming, setConfirming] = useState(false);

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { article, language, body: { title: values.title, excerpt: values.excerpt || null, content: values.content } },
      { onSuccess: (translation) => form.reset({ title: translation.title, excerpt: translation.excerpt ?? '', content: values.content }) },
    );
  });

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Original article={article} />
      <form
        noValidate
        method="post"
        aria-label={t('translations.form', { language: name })}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="min-w-0 space-y-4"
      >
        <p className="text-sm text-slate-700" role="status">
          {saved ? <Rich t={t} k="editor.lastSaved" tags={{ time: () => <DateTime value={saved.updatedAt} pattern="MMM d, yyyy h:mm a" /> }} /> : t('translations.notYet', { language: name })}
        </p>
        <TextField label={t('translations.fieldTitle', { language: name })} required lang={language} maxLength={200} {...form.register('title')} error={errors.title?.message} />
        <TextAreaField
          label={t('translations.fieldExcerpt', { language: name })}
          lang={language}
          maxLength={EXCERPT_MAX}
          className="[&_textarea]:min-h-[96px]"
          {...form.register('excerpt')}
          error={errors.excerpt?.message}
        />
        <div className="space-y-1" lang={language}>
          <span id={`${id}-content`} className="block text-sm font-medium text-slate-900" lang={undefined}>
            {t('translations.fieldContent', { language: name })}
          </span>
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <Suspense fallback={<EditorPlaceholder />}>
                <RichTextEditor
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  labelId={`${id}-content`}
                  uploadImage={(file) => upload.mutateAsync(file)}
                  uploadingImage={upload.isPending}
                />
              </Suspense>
            )}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t('translations.save')}
          </Button>
          {saved ? (
            <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => setConfirming(true)} className="border-red-200 text-red-700 hover:bg-red-50">
              {t('translations.remove')}
            </Button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={remove.isPending}
        title={t('translations.removeTitle', { language: name })}
        description={t('translations.removeText', { language: name })}
        confirmLabel={t('translations.remove')}
        onConfirm={() =>
          remove.mutate(
            { article, language },
            {
              onSuccess: () => form.reset({ title: '', excerpt: '', content: '' }),
              onSettled: () => setConfirming(false),
            },
          )
        }
      />
    </div>
  );
}

/**
 * The article in Spanish and French (issue 25): each language's state, and its translation written
 * beside the English original once opened (one at a time, so the page stays short).
 */
export function ArticleTranslations({ article }: { article: AdminArticle }) {
  const id = useId();
  const t = useT(articlesMessages);
  const translations = useArticleTranslations(article.id);
  const [open, setOpen] = useState<TranslationLanguage | null>(null);
  const data = translations.data;
  return (
    <section aria-labelledby={id} className="space-y-4 border-t border-slate-200 pt-6" data-testid="article-translations">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {t('translations.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('translations.intro')}</p>
      {translations.isError ? (
        <QueryError title={t('translations.loadFailed')} error={translations.error} onRetry={() => void translations.refetch()} retrying={translations.isFetching} />
      ) : !data ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {LANGUAGES.map((code) => {
              const saved = data.find((one) => one.language === code);
              const name = languageName(code);
              return (
                <li key={code} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div>
                    <p className="font-semibold text-slate-900" lang={code}>
                      {LOCALE_NAMES[code]}
                    </p>
                    <p className="text-sm text-slate-700">
                      {saved ? (
                        <>
                          {t('translations.done')} · <DateTime value={saved.updatedAt} pattern="MMM d, yyyy" />
                        </>
                      ) : (
                        t('translations.missing')
                      )}
                    </p>
                  </div>
                  <Button type="button" variant="outline" aria-expanded={open === code} aria-controls={`${id}-${code}`} onClick={() => setOpen(open === code ? null : code)}>
                    {open === code ? t('translations.close') : saved ? t('translations.edit', { language: name }) : t('translations.write', { language: name })}
                  </Button>
                </li>
              );
            })}
          </ul>
          {open ? (
            <div id={`${id}-${open}`}>
              <TranslationForm key={open} article={article} language={open} saved={data.find((one) => one.language === open) ?? null} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
