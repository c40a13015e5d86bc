import type { AdminCategory } from '@shared/api/resources';
import { CategoryManager as SharedCategoryManager, type CategoryManagerText } from '@client/components/category-manager';
import { categoryHooks } from '../api';
import { tIn, useT } from '@client/lib/i18n';
import { articlesMessages } from '../messages';

function categoryText(t: ReturnType<typeof useT<(typeof articlesMessages)['en']>>): CategoryManagerText {
  return {
    intro: t('categories.intro'),
    addHeading: t('categories.addHeading'),
    // A notice after the answer: in the page's language then.
    added: (name) => tIn(articlesMessages)('categories.added', { name }),
    contents: (n) => t('categories.contents', { count: n }),
    notEmpty: t('categories.notEmpty'),
    listedIn: t('categories.listedIn'),
  };
}
const articleCount = (category: AdminCategory) => category.articleCount;

/** The library's categories: the shared category manager on the library's endpoints. */
export function CategoryManager() {
  const t = useT(articlesMessages);
  return <SharedCategoryManager hooks={categoryHooks} count={articleCount} text={categoryText(t)} />;
}
