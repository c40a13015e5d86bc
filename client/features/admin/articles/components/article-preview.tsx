import { Clock } from 'lucide-react';
import { Rich, useT } from '@client/lib/i18n';
import { articlesMessages } from '../messages';

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
  const t = useT(articlesMessages);
  return (
    <article className="mx-auto max-w-3xl">
      {categoryName ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{categoryName}</p> : null}
      <h2 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{title.trim() || t('preview.untitled')}</h2>
      {excerpt.trim() ? <p className="mt-4 text-lg text-slate-700">{excerpt}</p> : null}
      {author || readMinutes ? (
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          {author ? (
            <span>
              <Rich
                t={t}
                k={authorRole ? 'preview.byRole' : 'preview.by'}
                values={{ author, role: authorRole }}
                tags={{ name: (text) => <span className="font-semibold text-slate-900">{text}</span> }}
              />
            </span>
          ) : null}
          {readMinutes ? (
            <span className="flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" /> {t('preview.readTime', { minutes: readMinutes })}
            </span>
          ) : null}
        </p>
      ) : null}
      {featuredImage ? <img src={featuredImage} alt="" className="mt-8 aspect-video w-full rounded-xl object-cover" /> : null}
      {content ? (
        <div className="article-content mt-8" dangerouslySetInnerHTML={{ __html: content }} />
      ) : (
        <p className="mt-8 text-slate-700">{t('preview.empty')}</p>
      )}
    </article>
  );
}
