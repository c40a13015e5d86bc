import type { ForumCategory } from '@shared/api/forum';
import { CategoryManager, type CategoryManagerText } from '@client/components/category-manager';
import { useT } from '@client/lib/i18n';
import { forumCategoryHooks } from '../api';
import { forumsAdminMessages } from '../messages';

const topicCount = (category: ForumCategory) => category.topicCount;

/** The forum's categories: the shared category manager on the forum's endpoints. */
export function ForumCategoryManager() {
  const t = useT(forumsAdminMessages);
  const text: CategoryManagerText = {
    intro: t('categories.intro'),
    addHeading: t('categories.addHeading'),
    added: (name) => t('categories.added', { name }),
    contents: (count) => t('categories.contents', { count }),
    notEmpty: t('categories.notEmpty'),
    listedIn: t('categories.listedIn'),
  };
  return <CategoryManager hooks={forumCategoryHooks} count={topicCount} text={text} />;
}
