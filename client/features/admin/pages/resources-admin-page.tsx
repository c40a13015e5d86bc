import { useSearchParams } from 'react-router';
import { usePageMeta } from '@client/lib/page-meta';
import { CategoryManager } from '../articles/components/category-manager';
import { GuidesManager } from '../articles/components/guides-manager';
import { useT } from '@client/lib/i18n';
import { articlesMessages } from '../articles/messages';

/** `?article=` as a positive whole number, or null. */
function readArticleId(value: string | null) {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /admin/resources: the library's categories, and the PDF guides attached to articles. */
export default function ResourcesAdminPage() {
  const t = useT(articlesMessages);
  usePageMeta(t('resources.title'), t('resources.description'));
  const [searchParams, setSearchParams] = useSearchParams();
  const articleId = readArticleId(searchParams.get('article'));

  const chooseArticle = (id: number | null) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (id) params.set('article', String(id));
        else params.delete('article');
        return params;
      },
      { replace: true },
    );

  return (
    <div className="space-y-12">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('resources.title')}</h1>
        <p className="mt-2 text-slate-700">{t('resources.intro')}</p>
      </div>
      <CategoryManager />
      <GuidesManager articleId={articleId} onChoose={chooseArticle} />
    </div>
  );
}
