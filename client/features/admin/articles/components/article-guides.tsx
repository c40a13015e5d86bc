import { useId } from 'react';
import { Link } from 'react-router';
import type { AdminArticle } from '@shared/api/resources';
import { GuideList } from './guide-list';

/** The edit page's read-only list of the article's guides; they are managed on the Resources screen. */
export function ArticleGuides({ article }: { article: AdminArticle }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-slate-200 pt-6">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          Downloadable guides
        </h2>
        <Link
          to={`/admin/resources?article=${article.id}`}
          className="rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Manage guides<span className="sr-only"> of this article</span>
        </Link>
      </div>
      <p className="text-sm text-slate-700">PDF guides members can download from the article&apos;s page.</p>
      <GuideList files={article.files} empty="This article has no downloadable guides yet." />
    </section>
  );
}
