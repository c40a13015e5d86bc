import { lazy } from '@client/lib/lazy';
import { type RouteObject, useRoutes } from 'react-router';
import { paths } from '@shared/routes';
import NotFoundPage from '@client/components/not-found-page';

/*
 * The admin area's screens, loaded only when an administrator opens /admin: its route table (and the
 * loaders of its two dozen screens) stays out of every visitor's first load. Each screen is still
 * its own chunk.
 */
const adminLoaders = {
  adminLayout: () => import('@client/features/admin/pages/admin-layout'),
  adminDashboard: () => import('@client/features/admin/pages/admin-dashboard-page'),
  adminUserData: () => import('@client/features/admin/pages/user-data-page'),
  adminAuditLog: () => import('@client/features/admin/pages/audit-log-page'),
  adminArticles: () => import('@client/features/admin/pages/articles-page'),
  adminArticleEditor: () => import('@client/features/admin/pages/article-editor-page'),
  adminResources: () => import('@client/features/admin/pages/resources-admin-page'),
  adminForums: () => import('@client/features/admin/pages/forums-admin-page'),
  adminMessages: () => import('@client/features/admin/pages/messages-admin-page'),
  adminDonations: () => import('@client/features/admin/pages/donations-admin-page'),
  adminPayouts: () => import('@client/features/admin/pages/payouts-admin-page'),
  adminSupporters: () => import('@client/features/admin/pages/supporters-admin-page'),
  adminAssistant: () => import('@client/features/admin/pages/assistant-admin-page'),
  adminReferrals: () => import('@client/features/admin/pages/referrals-admin-page'),
  adminReferral: () => import('@client/features/admin/pages/referral-admin-page'),
  adminSpecialists: () => import('@client/features/admin/pages/specialists-admin-page'),
  adminInbox: () => import('@client/features/admin/pages/inbox-admin-page'),
  adminSettings: () => import('@client/features/admin/pages/settings-admin-page'),
  adminVideos: () => import('@client/features/admin/pages/videos-admin-page'),
  adminProducts: () => import('@client/features/admin/pages/products-admin-page'),
  adminOrders: () => import('@client/features/admin/pages/orders-admin-page'),
  adminEvents: () => import('@client/features/events/pages/events-admin-page'),
  adminStories: () => import('@client/features/admin/pages/stories-admin-page'),
  adminGroups: () => import('@client/features/admin/pages/groups-admin-page'),
  adminAnalytics: () => import('@client/features/admin/analytics/pages/analytics-page'),
};

const AdminLayout = lazy(adminLoaders.adminLayout);
const AdminDashboardPage = lazy(adminLoaders.adminDashboard);
const UserDataPage = lazy(adminLoaders.adminUserData);
const AuditLogPage = lazy(adminLoaders.adminAuditLog);
const ArticlesPage = lazy(adminLoaders.adminArticles);
const ArticleEditorPage = lazy(adminLoaders.adminArticleEditor);
const ResourcesAdminPage = lazy(adminLoaders.adminResources);
const ForumsAdminPage = lazy(adminLoaders.adminForums);
const MessagesAdminPage = lazy(adminLoaders.adminMessages);
const DonationsAdminPage = lazy(adminLoaders.adminDonations);
const PayoutsAdminPage = lazy(adminLoaders.adminPayouts);
const SupportersAdminPage = lazy(adminLoaders.adminSupporters);
const AssistantAdminPage = lazy(adminLoaders.adminAssistant);
const ReferralsAdminPage = lazy(adminLoaders.adminReferrals);
const ReferralAdminPage = lazy(adminLoaders.adminReferral);
const SpecialistsAdminPage = lazy(adminLoaders.adminSpecialists);
const InboxAdminPage = lazy(adminLoaders.adminInbox);
const SettingsAdminPage = lazy(adminLoaders.adminSettings);
const VideosAdminPage = lazy(adminLoaders.adminVideos);
const ProductsAdminPage = lazy(adminLoaders.adminProducts);
const OrdersAdminPage = lazy(adminLoaders.adminOrders);
const EventsAdminPage = lazy(adminLoaders.adminEvents);
const StoriesAdminPage = lazy(adminLoaders.adminStories);
const GroupsAdminPage = lazy(adminLoaders.adminGroups);
const AnalyticsPage = lazy(adminLoaders.adminAnalytics);

/** Loads every admin screen (the server's prerender waits for them). */
export function preloadAdminPages() {
  return Promise.all(Object.values(adminLoaders).map((load) => load()));
}

/** The routes below /admin/*, which match the rest of the address: `paths.adminForums` becomes `forums`. */
const below = (path: string) => path.slice(`${paths.admin}/`.length);

const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminDashboardPage /> },
      { path: below(paths.adminUserData), element: <UserDataPage /> },
      { path: below(paths.adminAuditLog), element: <AuditLogPage /> },
      { path: below(paths.adminArticles), element: <ArticlesPage /> },
      { path: below(paths.adminArticleNew), element: <ArticleEditorPage /> },
      { path: below(paths.adminArticleEdit), element: <ArticleEditorPage /> },
      { path: below(paths.adminResources), element: <ResourcesAdminPage /> },
      { path: below(paths.adminForums), element: <ForumsAdminPage /> },
      { path: below(paths.adminMessages), element: <MessagesAdminPage /> },
      { path: below(paths.adminDonations), element: <DonationsAdminPage /> },
      { path: below(paths.adminPayouts), element: <PayoutsAdminPage /> },
      { path: below(paths.adminSupporters), element: <SupportersAdminPage /> },
      { path: below(paths.adminAssistant), element: <AssistantAdminPage /> },
      { path: below(paths.adminReferrals), element: <ReferralsAdminPage /> },
      { path: below(paths.adminReferral), element: <ReferralAdminPage /> },
      { path: below(paths.adminSpecialists), element: <SpecialistsAdminPage /> },
      { path: below(paths.adminInbox), element: <InboxAdminPage /> },
      { path: below(paths.adminSettings), element: <SettingsAdminPage /> },
      { path: below(paths.adminVideos), element: <VideosAdminPage /> },
      { path: below(paths.adminProducts), element: <ProductsAdminPage /> },
      { path: below(paths.adminOrders), element: <OrdersAdminPage /> },
      { path: below(paths.adminEvents), element: <EventsAdminPage /> },
      { path: below(paths.adminStories), element: <StoriesAdminPage /> },
      { path: below(paths.adminGroups), element: <GroupsAdminPage /> },
      { path: below(paths.adminAnalytics), element: <AnalyticsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export default function AdminRoutes() {
  return useRoutes(adminRoutes);
}
