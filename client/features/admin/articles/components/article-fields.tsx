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

// TipTap is the heaviest thing in the admin area: it loads only with this form.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

type Props = {
  form: UseFormReturn<ArticleFormInput, unknown, ArticleFormOutput>;
  article: AdminArticle | null;
  categories: AdminCategory[] | undefined;
};

function EditorPlaceholder() {
  return (
    <div className="rounded-md border border-slate-300 bg-white" aria-busy="true">
      <div className="border-b border-slate-300 bg-slate-50 p-1.5">
        <Skeleton className="h-9 w-full max-w-lg" />
      </div>
      <div className="min-h-[320px] space-y-3 px-4 py-3">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
        <span className="sr-only">Loading the editor…</span>
      </div>
    </div>
  );
}

function CategorySelect({ form, categories }: Pick<Props, 'form' | 'categories'>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        Category
      </label>
      <select id={id} className={inputClass} {...form.register('categoryId')} aria-busy={categories === undefined}>
        <option value="">No category</option>
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
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [title, slug, excerpt] = useWatch({ control, name: ['title', 'slug', 'excerpt'] });
  const upload = useUploadArticleImage(uploadImageNotices);
  const shownSlug = slugInUse(slug, title, article?.slug ?? null);
  const slugHint = shownSlug
    ? `Optional. The article's address will be /resources/${shownSlug}${!slug.trim() && !article ? ' (a number is added if another article has it)' : ''}.`
    : 'Optional: made from the title when left empty.';

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-5">
        <TextField label="Title" required {...register('title')} error={errors.title?.message} maxLength={200} />
        <TextField
          label="Slug"
          {...register('slug')}
          error={errors.slug?.message}
          hint={slugHint}
          placeholder={shownSlug || 'made-from-the-title'}
          autoComplete="off"
          spellCheck={false}
          maxLength={120}
        />
        <TextAreaField
          label="Excerpt"
          {...register('excerpt')}
          error={errors.excerpt?.message}
          hint={`A sentence or two for the article's card. ${excerpt.length} of ${EXCERPT_MAX} characters.`}
          maxLength={EXCERPT_MAX}
          className="[&_textarea]:min-h-[96px]"
        />

        <div className="space-y-1">
          <span id={`${id}-content-label`} className="block text-sm font-medium text-slate-900">
            Article content
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
              Featured
            </label>
            <p id={`${id}-featured-hint`} className="text-xs text-slate-700">
              Featured articles appear under Featured Resources on the home page (the three newest).
            </p>
          </div>
        </div>
        <Controller
          control={control}
          name="featuredImage"
          render={({ field }) => <ImageField kind="featured" value={field.value} onChange={field.onChange} />}
        />
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-slate-900">Author</legend>
          <TextField label="Author first name" {...register('authorFirstName')} error={errors.authorFirstName?.message} maxLength={80} />
          <TextField label="Author last name" {...register('authorLastName')} error={errors.authorLastName?.message} maxLength={80} />
          <TextField
            label="Author role"
            {...register('authorRole')}
            error={errors.authorRole?.message}
            placeholder="e.g. Pediatric Orthopaedic Surgeon"
            maxLength={120}
          />
          <Controller
            control={control}
            name="authorImageUrl"
            render={({ field }) => <ImageField kind="author" value={field.value} onChange={field.onChange} />}
          />
        </fieldset>
        <TextField
          label="Read time in minutes"
          inputMode="numeric"
          {...register('readTime')}
          error={errors.readTime?.message}
          hint={`Leave empty to work it out from the text${article ? ` (now ${article.readMinutes} min)` : ''}.`}
          autoComplete="off"
        />
      </div>
    </div>
  );
}
