import { Suspense, useId } from 'react';
import { lazy } from '@client/lib/lazy';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { AdminArticle, AdminCategory } from '@shared/api/resources';
import { inputClass, TextAreaField, TextField } from '@client/components/ui/field';
import { Skeleton } from '@client/components/ui/skeleton';
import { EXCERPT_MAX, slugInUse, type ArticleFormInput, type ArticleFormOutput } from '../article-form';
import { useUploadArticleImage } from '../api';
import { uploadImageNotices } from './notices';
import { ImageField } from './image-field';
import { useT } from '@client/lib/i18n';
import { articlesMessages } from '../messages';

// TipTap is the heaviest thing in the admin area: it loads only with this form.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

type Props = {
  form: UseFormReturn<ArticleFormInput, unknown, ArticleFormOutput>;
  article: AdminArticle | null;
  categories: AdminCategory[] | undefined;
};

export function EditorPlaceholder() {
  const t = useT(articlesMessages);
  return (
    <div className="rounded-md border border-slate-300 bg-white" aria-busy="true">
      <div className="border-b border-slate-300 bg-slate-50 p-1.5">
        <Skeleton className="h-9 w-full max-w-lg" />
      </div>
      <div className="min-h-[320px] space-y-3 px-4 py-3">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
        <span className="sr-only">{t('fields.loadingEditor')}</span>
      </div>
    </div>
  );
}

function CategorySelect({ form, categories }: Pick<Props, 'form' | 'categories'>) {
  const id = useId();
  const t = useT(articlesMessages);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {t('fields.category')}
      </label>
      <select id={id} className={inputClass} {...form.register('categoryId')} aria-busy={categories === undefined}>
        <option value="">{t('fields.noCategory')}</option>
        {categories?.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Every field of an article; the content in the rich-text editor. */
export function ArticleFields({ form, article, categories }: Props) {
  const id = useId();
  const t = useT(articlesMessages);
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [title, slug, excerpt] = useWatch({ control, name: ['title', 'slug', 'excerpt'] });
  const upload = useUploadArticleImage(uploadImageNotices);
  const shownSlug = slugInUse(slug, title, article?.slug ?? null);
  const slugHint = shownSlug
    ? t(!slug.trim() && !article ? 'fields.slugHintNew' : 'fields.slugHint', { slug: shownSlug })
    : t('fields.slugHintEmpty');

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-5">
        <TextField label={t('fields.title')} required {...register('title')} error={errors.title?.message} maxLength={200} />
        <TextField
          label={t('fields.slug')}
          {...register('slug')}
          error={errors.slug?.message}
          hint={slugHint}
          placeholder={shownSlug || t('fields.slugPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={120}
        />
        <TextAreaField
          label={t('fields.excerpt')}
          {...register('excerpt')}
          error={errors.excerpt?.message}
          hint={t('fields.excerptHint', { count: excerpt.length, max: EXCERPT_MAX })}
          maxLength={EXCERPT_MAX}
          className="[&_textarea]:min-h-[96px]"
        />

        <div className="space-y-1">
          <span id={`${id}-content-label`} className="block text-sm font-medium text-slate-900">
            {t('fields.content')}
          </span>
          <Controller
            control={control}
            name="content"
            render={({ field, fieldState }) => (
              <Suspense fallback={<EditorPlaceholder />}>
                <RichTextEditor
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  labelId={`${id}-content-label`}
                  describedBy={fieldState.error ? `${id}-content-error` : undefined}
                  invalid={!!fieldState.error}
                  uploadImage={(file) => upload.mutateAsync(file)}
                  uploadingImage={upload.isPending}
                />
              </Suspense>
            )}
          />
          {errors.content ? (
            <p id={`${id}-content-error`} className="text-sm text-red-700">
              {errors.content.message}
            </p>
          ) : null}
        </div>
      </div>

      <div className="space-y-5">
        <CategorySelect form={form} categories={categories} />
        <div className="flex items-start gap-3">
          <input
            id={`${id}-featured`}
            type="checkbox"
            {...register('featured')}
            aria-describedby={`${id}-featured-hint`}
            className="mt-1 size-4 rounded border-slate-300 accent-brand-700"
          />
          <div>
            <label htmlFor={`${id}-featured`} className="text-sm font-medium text-slate-900">
              {t('fields.featured')}
            </label>
            <p id={`${id}-featured-hint`} className="text-xs text-slate-700">
              {t('fields.featuredHint')}
            </p>
          </div>
        </div>
        <Controller
          control={control}
          name="featuredImage"
          render={({ field }) => <ImageField kind="featured" value={field.value} onChange={field.onChange} />}
        />
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-slate-900">{t('fields.author')}</legend>
          <TextField label={t('fields.authorFirstName')} {...register('authorFirstName')} error={errors.authorFirstName?.message} maxLength={80} />
          <TextField label={t('fields.authorLastName')} {...register('authorLastName')} error={errors.authorLastName?.message} maxLength={80} />
          <TextField
            label={t('fields.authorRole')}
            {...register('authorRole')}
            error={errors.authorRole?.message}
            placeholder={t('fields.authorRolePlaceholder')}
            maxLength={120}
          />
          <Controller
            control={control}
            name="authorImageUrl"
            render={({ field }) => <ImageField kind="author" value={field.value} onChange={field.onChange} />}
          />
        </fieldset>
        <TextField
          label={t('fields.readTime')}
          inputMode="numeric"
          {...register('readTime')}
          error={errors.readTime?.message}
          hint={article ? t('fields.readTimeHintNow', { minutes: article.readMinutes }) : t('fields.readTimeHint')}
          autoComplete="off"
        />
      </div>
    </div>
  );
}
