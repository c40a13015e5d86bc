import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { AdminArticle, AdminCategory } from '@shared/api/resources';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { articleBody, articleForm, formValues, type ArticleFormInput, type ArticleFormOutput } from '../article-form';
import { articleTitle, useCreateArticle, useDeleteArticle, useUpdateArticle } from '../api';
import { ArticleFields } from './article-fields';
import { createArticleNotices, deleteArticleNotices, updateArticleNotices } from './notices';
import { ArticleGuides } from './article-guides';
import { ArticleTranslations } from './article-translations';
import { ArticlePreview } from './article-preview';
import { StatusBadge } from './articles-table';
import { DateTime } from '@client/components/date-time';
import { Rich, useT } from '@client/lib/i18n';
import { articlesMessages } from '../messages';

type Props = { article: AdminArticle | null; categories: AdminCategory[] | undefined };
type SaveKind = 'save' | 'publish' | 'unpublish';

const LIST_PATH = '/admin/articles';

/** Asks the browser to confirm closing the tab while there are unsaved changes. */
function useWarnBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

const tabClass =
  'rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 data-[state=inactive]:border-transparent';

/** The article's form, its preview and its actions: save, publish or unpublish, delete. */
export function ArticleEditor({ article, categories }: Props) {
  const navigate = useNavigate();
  const t = useT(articlesMessages);
  const form = useForm<ArticleFormInput, unknown, ArticleFormOutput>({ resolver: zodResolver(articleForm), defaultValues: formValues(article) });
  const { isDirty } = form.formState;
  const values = useWatch({ control: form.control }) as ArticleFormInput;
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [confirm, setConfirm] = useState<'leave' | 'delete' | null>(null);

  const create = useCreateArticle(createArticleNotices);
  const update = useUpdateArticle(updateArticleNotices);
  const remove = useDeleteArticle(deleteArticleNotices);
  const saving = create.isPending || update.isPending;
  useWarnBeforeUnload(isDirty && !remove.isSuccess);

  const published = article?.status === 'published';

  // A field with a problem may be on the hidden tab: show it, then focus the first one.
  const showProblems = (errors: FieldErrors<ArticleFormInput>) => {
    setTab('edit');
    const first = (Object.keys(errors) as (keyof ArticleFormInput)[])[0];
    if (first && first !== 'content' && first !== 'featuredImage') setTimeout(() => form.setFocus(first), 0);
  };

  /**
   * The form after a save: the saved article becomes what "unsaved changes" is measured against. The
   * answer comes after the site's lists have been read again; anything typed meanwhile is kept, and
   * still counts as unsaved.
   */
  const afterSave = (saved: ArticleFormInput, sent: string) => {
    if (JSON.stringify(form.getValues()) === sent) form.reset(saved);
    else form.reset(saved, { keepValues: true, keepDirty: true });
  };

  const save = (kind: SaveKind) =>
    void form.handleSubmit((valid) => {
      const sent = JSON.stringify(form.getValues());
      const body = articleBody(valid);
      if (!article) {
        create.mutate(
          { ...body, status: kind === 'publish' ? 'published' : 'draft' },
          {
            onSuccess: (saved) => {
              afterSave(formValues(saved), sent);
              void navigate(`${LIST_PATH}/${saved.id}`, { replace: true });
            },
          },
        );
        return;
      }
      const status = kind === 'publish' ? ('published' as const) : kind === 'unpublish' ? ('draft' as const) : undefined;
      update.mutate(
        { id: article.id, kind, changes: status ? { ...body, status } : body },
        {
          // The text stays as the editor has it (the server's sanitised copy differs only in
          // attributes such as a link's rel), so the cursor does not jump.
          onSuccess: (saved) => afterSave({ ...formValues(saved), content: valid.content }, sent),
        },
      );
    }, showProblems)();

  const categoryName = categories?.find((category) => String(category.id) === values.categoryId)?.name ?? null;
  const author = [values.authorFirstName, values.authorLastName].map((part) => part?.trim()).filter(Boolean).join(' ');

  return (
    <div className="space-y-6">
      <Link
        to={LIST_PATH}
        onClick={(event) => {
          if (!isDirty) return;
          event.preventDefault();
          setConfirm('leave');
        }}
        className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('editor.back')}
      </Link>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{article ? t('editor.editTitle') : t('editor.newTitle')}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {article ? (
              <>
                <StatusBadge status={article.status} />
                <span>
                  <Rich t={t} k="editor.lastSaved" tags={{ time: () => <DateTime value={article.updatedAt} pattern="MMM d, yyyy h:mm a" /> }} />
                </span>
                {published ? (
                  <Link to={`/resources/${article.slug}`} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                    {t('editor.viewInLibrary')} <ExternalLink aria-hidden="true" className="size-3.5" />
                  </Link>
                ) : null}
              </>
            ) : (
              t('editor.newNote')
            )}
          </p>
        </div>
      </div>

      <form method="post" noValidate onSubmit={(event) => {
        event.preventDefault();
        save('save');
      }} aria-label={article ? t('editor.formEdit', { title: articleTitle(article) }) : t('editor.newTitle')} className="space-y-6">
        <Tabs.Root value={tab} onValueChange={(next) => setTab(next === 'preview' ? 'preview' : 'edit')}>
          <Tabs.List aria-label={t('editor.view')} className="flex gap-1 border-b border-slate-200">
            <Tabs.Trigger value="edit" className={tabClass}>
              {t('editor.tabEdit')}
            </Tabs.Trigger>
            <Tabs.Trigger value="preview" className={tabClass}>
              {t('editor.tabPreview')}
            </Tabs.Trigger>
          </Tabs.List>
          {/* Both stay mounted (the editor keeps its undo history); the inactive one is hidden. */}
          <Tabs.Content value="edit" forceMount className="pt-6 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=inactive]:hidden">
            <ArticleFields form={form} article={article} categories={categories} />
          </Tabs.Content>
          <Tabs.Content
            value="preview"
            forceMount
            className="mt-6 rounded-xl border border-slate-200 bg-white p-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=inactive]:hidden sm:p-10"
          >
            {tab === 'preview' ? (
              <ArticlePreview
                title={values.title ?? ''}
                excerpt={values.excerpt ?? ''}
                featuredImage={values.featuredImage ?? null}
                content={values.content ?? ''}
                categoryName={categoryName}
                author={author}
                authorRole={values.authorRole?.trim() ?? ''}
                readMinutes={values.readTime ? Number(values.readTime) || null : (article?.readMinutes ?? null)}
              />
            ) : null}
          </Tabs.Content>
        </Tabs.Root>

        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center">
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="outline" disabled={saving}>
              {published ? t('editor.saveChanges') : t('editor.saveDraft')}
            </Button>
            <Button type="button" disabled={saving} onClick={() => save(published ? 'unpublish' : 'publish')}>
              {published ? t('editor.unpublish') : t('editor.publish')}
            </Button>
            {article ? (
              <Button
                type="button"
                variant="outline"
                disabled={saving}
                onClick={() => setConfirm('delete')}
                className="border-red-200 text-red-700 hover:bg-red-50"
              >
                {t('editor.delete')}
              </Button>
            ) : null}
          </div>
          <p className="text-sm text-slate-700 sm:ml-auto" role="status">
            {saving ? t('editor.saving') : isDirty ? t('editor.unsaved') : article ? t('editor.allSaved') : ''}
          </p>
        </div>
      </form>

      {article ? <ArticleGuides article={article} /> : null}
      {article ? <ArticleTranslations article={article} /> : null}

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        pending={remove.isPending}
        onConfirm={() => {
          if (confirm === 'leave') {
            setConfirm(null);
            void navigate(LIST_PATH);
            return;
          }
          if (article) remove.mutate({ article }, { onSuccess: () => void navigate(LIST_PATH), onSettled: () => setConfirm(null) });
        }}
        {...(confirm === 'leave'
          ? {
              title: t('editor.leaveTitle'),
              description: t('editor.leaveText'),
              confirmLabel: t('editor.leave'),
            }
          : {
              title: t('editor.deleteTitle', { title: article ? articleTitle(article) : t('editor.deleteFallback') }),
              description: t('editor.deleteText'),
              confirmLabel: t('editor.delete'),
            })}
      />
    </div>
  );
}
