import { useId } from 'react';
import { Link } from 'react-router';
import type { AdminArticle } from '@shared/api/resources';
import { GuideList } from './guide-list';
import { Rich, useT } from '@client/lib/i18n';
import { articlesMessages } from '../messages';

/** The edit page's read-only list of the article's guides; they are managed on the Resources screen. */
export function ArticleGuides({ article }: { article: AdminArticle }) {
  const id = useId();
  const t = useT(articlesMessages);
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-slate-200 pt-6">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {t('guides.title')}
        </h2>
        <Link
          to={`/admin/resources?article=${article.id}`}
          className="rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Rich t={t} k="guides.manage" tags={{ hidden: (text) => <span className="sr-only">{text}</span> }} />
        </Link>
      </div>
      <p className="text-sm text-slate-700">{t('guides.articleIntro')}</p>
      <GuideList files={article.files} empty={t('guides.none')} />
    </section>
  );
}
