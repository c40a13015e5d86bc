import { Clock } from 'lucide-react';

type Props = {
  title: string;
  excerpt: string;
  featuredImage: string | null;
  content: string;
  categoryName: string | null;
  author: string;
  authorRole: string;
  readMinutes: number | null;
};

/**
 * The article as the public page shows it. The HTML is the editor's own (its schema allows
 * only what the server's sanitiser keeps) or what the server already sanitised.
 */
export function ArticlePreview({ title, excerpt, featuredImage, content, categoryName, author, authorRole, readMinutes }: Props) {
  return (
    <article className="mx-auto max-w-3xl">
      {categoryName ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{categoryName}</p> : null}
      <h2 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{title.trim() || 'Untitled article'}</h2>
      {excerpt.trim() ? <p className="mt-4 text-lg text-slate-700">{excerpt}</p> : null}
      {author || readMinutes ? (
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          {author ? (
            <span>
              By <span className="font-semibold text-slate-900">{author}</span>
              {authorRole ? `, ${authorRole}` : null}
            </span>
          ) : null}
          {readMinutes ? (
            <span className="flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" /> {readMinutes} min read
            </span>
          ) : null}
        </p>
      ) : null}
      {featuredImage ? <img src={featuredImage} alt="" className="mt-8 aspect-video w-full rounded-xl object-cover" /> : null}
      {content ? (
        <div className="article-content mt-8" dangerouslySetInnerHTML={{ __html: content }} />
      ) : (
        <p className="mt-8 text-slate-700">Nothing written yet.</p>
      )}
    </article>
  );
}
