import { usePageMeta } from '@client/lib/page-meta';
import { useT } from '@client/lib/i18n';
import { ForumCategoryManager } from '../forums/components/forum-category-manager';
import { RecentActivity } from '../forums/components/recent-activity';
import { ReportQueue } from '../forums/components/report-queue';
import { TopicModeration } from '../forums/components/topic-moderation';
import { forumsAdminMessages } from '../forums/messages';

/** /admin/forums: the members' reports, the newest topics to moderate, the forum's categories and the latest posts. */
export default function ForumsAdminPage() {
  const t = useT(forumsAdminMessages);
  usePageMeta(t('page.title'), t('page.description'));
  return (
    <div className="space-y-12">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('page.title')}</h1>
        <p className="mt-2 text-slate-700">{t('page.intro')}</p>
      </div>
      <ReportQueue />
      <TopicModeration />
      <ForumCategoryManager />
      <RecentActivity />
    </div>
  );
}
