import { usePageMeta } from '@client/lib/page-meta';
import { ForumCategoryManager } from '../forums/components/forum-category-manager';
import { RecentActivity } from '../forums/components/recent-activity';
import { ReportQueue } from '../forums/components/report-queue';

/** /admin/forums: the forum's categories, the members' reports and the latest posts. */
export default function ForumsAdminPage() {
  usePageMeta('Forums', 'Forum categories, the report queue and recent activity.');
  return (
    <div className="space-y-12">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Forums</h1>
        <p className="mt-2 text-slate-700">Arrange the forum&apos;s categories, decide on what members reported, and see what was posted lately.</p>
      </div>
      <ReportQueue />
      <ForumCategoryManager />
      <RecentActivity />
    </div>
  );
}
