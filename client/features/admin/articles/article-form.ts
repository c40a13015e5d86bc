import { z } from 'zod';
import { articleInput, resourceSlug, type AdminArticle, type ArticleInput } from '@shared/api/resources';
import { slugify } from '@shared/slug';
import { tIn } from '@client/lib/i18n';
import { articlesMessages } from './messages';

/** A form error in the page's language, worded when it is shown. */
const say = (key: keyof (typeof articlesMessages)['en'], values?: Record<string, unknown>) => ({ error: () => tIn(articlesMessages)(key, values) });

export const EXCERPT_MAX = 300;
export const READ_TIME_MAX = 600;

const text = (max: number) => z.string().trim().max(max, say('form.max', { max }));

/**
 * The editor's fields as the form holds them (text inputs give strings); the checks are the
 * contract's (articleInput), so the server should not refuse what passes here.
 */
export const articleForm = z.object({
  title: articleInput.shape.title,
  slug: z
    .string()
    .trim()
    .refine((value) => value === '' || resourceSlug.safeParse(value).success, say('form.slug')),
  excerpt: text(EXCERPT_MAX),
  categoryId: z.string(),
  authorFirstName: text(80),
  authorLastName: text(80),
  authorRole: text(120),
  // Empty means "work it out from the text".
  readTime: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= READ_TIME_MAX),
      say('form.readTime', { max: READ_TIME_MAX }),
    ),
  featured: z.boolean(),
  featuredImage: z.string().nullable(),
  authorImageUrl: z.string().nullable(),
  content: z.string().max(200_000, say('form.tooLong')),
});
export type ArticleFormInput = z.input<typeof articleForm>;
export type ArticleFormOutput = z.output<typeof articleForm>;

/** The form's starting values: the saved article, or an empty one. */
export function formValues(article: AdminArticle | null): ArticleFormInput {
  return {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    excerpt: article?.excerpt ?? '',
    categoryId: article?.categoryId ? String(article.categoryId) : '',
    authorFirstName: article?.authorFirstName ?? '',
    authorLastName: article?.authorLastName ?? '',
    authorRole: article?.authorRole ?? '',
    readTime: article?.readTime ? String(article.readTime) : '',
    featured: article?.featured ?? false,
    featuredImage: article?.featuredImage ?? null,
    authorImageUrl: article?.authorImageUrl ?? null,
    content: article?.content ?? '',
  };
}

/** What is sent on save; an empty slug leaves the slug to the server (made from the title, or unchanged). */
export function articleBody(values: ArticleFormOutput): ArticleInput {
  return {
    title: values.title,
    ...(values.slug ? { slug: values.slug } : {}),
    excerpt: values.excerpt || null,
    content: values.content,
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    readTime: values.readTime ? Number(values.readTime) : null,
    featuredImage: values.featuredImage,
    authorFirstName: values.authorFirstName || null,
    authorLastName: values.authorLastName || null,
    authorRole: values.authorRole || null,
    authorImageUrl: values.authorImageUrl,
    featured: values.featured,
  };
}

/** The slug the article will have: the one typed, else the saved one, else one made from the title. */
export function slugInUse(typed: string, title: string, saved: string | null) {
  const slug = typed.trim();
  if (slug) return slug;
  return saved ?? slugify(title);
}
