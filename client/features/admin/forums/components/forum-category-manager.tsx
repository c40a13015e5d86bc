import type { ForumCategory } from '@shared/api/forum';
import { CategoryManager, type CategoryManagerText } from '@client/components/category-manager';
import { forumCategoryHooks } from '../api';

const text: CategoryManagerText = {
  intro: 'The forum lists its categories in this order.',
  addHeading: 'Add a forum category',
  added: (name) => `“${name}” is now a forum category.`,
  contents: (n) => `${n.toLocaleString('en')} ${n === 1 ? 'topic' : 'topics'}`,
  notEmpty: 'Cannot be deleted while it has topics: move or delete them first.',
  listedIn: 'the forum',
};
const topicCount = (category: ForumCategory) => category.topicCount;

/** The forum's categories: the shared category manager on the forum's endpoints. */
export function ForumCategoryManager() {
  return <CategoryManager hooks={forumCategoryHooks} count={topicCount} text={text} />;
}
