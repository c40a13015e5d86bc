import { usePageMeta } from '@client/lib/page-meta';
import { ForumCategoryManager } from '../forums/components/forum-category-manager';
import { RecentActivity } from '../forums/components/recent-activity';
import { ReportQueue } from '../forums/components/report-queue';
import { TopicModeration } from '../forums/components/topic-moderation';

/** /admin/forums: the members' reports, the newest topics to moderate, the forum's categories and the latest posts. */
export default function ForumsAdminPage() {
  usePageMeta('Forums', 'The report queue, topic moderation, forum categories and recent activity.');
  return (
    <div className="space-y-12">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Forums</h1>
        <p className="mt-2 text-slate-700">Decide on what members reported, pin, lock, move or delete topics, arrange the forum&apos;s categories, and see what was posted lately.</p>
      </div>
      <ReportQueue />
      <TopicModeration />
      <ForumCategoryManager />
      <RecentActivity />
    </div>
  );
}
