import type { AdminCategory } from '@shared/api/resources';
import { CategoryManager as SharedCategoryManager, type CategoryManagerText } from '@client/components/category-manager';
import { categoryHooks } from '../api';

const text: CategoryManagerText = {
  intro: 'The library lists its categories in this order.',
  addHeading: 'Add a category',
  added: (name) => `“${name}” is now a category of the library.`,
  contents: (n) => `${n.toLocaleString('en')} ${n === 1 ? 'article' : 'articles'}`,
  notEmpty: 'Cannot be deleted while it has articles: move them to another category first.',
  listedIn: 'the library',
};
const articleCount = (category: AdminCategory) => category.articleCount;

/** The library's categories: the shared category manager on the library's endpoints. */
export function CategoryManager() {
  return <SharedCategoryManager hooks={categoryHooks} count={articleCount} text={text} />;
}
