import { useEffect } from 'react';
import { lazy } from '@client/lib/lazy';
import { BrowserRouter, Navigate, StaticRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { type Locale, localePrefix } from '@shared/i18n/locales';
import { paths, redirects } from '@shared/routes';
import NotFoundPage from '@client/components/not-found-page';
import { Layout } from './layout/layout';
import { RequireAdmin, RequireAuth } from './route-guards';

// Declarative routing keeps the data-router machinery out of the first load; each screen is its
// own chunk, which the server announces with the page (see shared/routes.ts routeHints).
const pageLoaders = {
  home: () => import('@client/features/home/pages/home-page'),
  about: () => import('@client/features/about/pages/about-page'),
  community: () => import('@client/features/community/pages/community-page'),
  login: () => import('@client/features/auth/pages/login-page'),
  privacyPolicy: () => import('@client/features/legal/pages/privacy-policy-page'),
  terms: () => import('@client/features/legal/pages/terms-page'),
  badgeDemo: () => import('@client/features/badges/pages/badge-demo-page'),
  resetPassword: () => import('@client/features/auth/pages/reset-password-page'),
  profile: () => import('@client/app/pages/profile-route'),
  member: () => import('@client/features/members/pages/member-page'),
  messages: () => import('@client/features/messages/pages/messages-page'),
  messageThread: () => import('@client/features/messages/pages/thread-page'),
  buddy: () => import('@client/features/buddy/pages/buddy-page'),
  buddyMatch: () => import('@client/app/pages/buddy-match-route'),
  braceTracker: () => import('@client/features/brace/pages/brace-tracker-page'),
  saved: () => import('@client/features/offline/pages/saved-page'),
  braceJoin: () => import('@client/features/brace/pages/join-page'),
  donate: () => import('@client/features/donations/pages/donate-page'),
  donateManage: () => import('@client/features/donations/pages/manage-gift-page'),
  transparency: () => import('@client/features/transparency/pages/transparency-page'),
  membership: () => import('@client/features/memberships/pages/membership-page'),
  resources: () => import('@client/features/resources/pages/resource-library-page'),
  resource: () => import('@client/features/resources/pages/resource-detail-page'),
  findDoctor: () => import('@client/features/referrals/pages/find-doctor-page'),
  findDoctorChoose: () => import('@client/features/referrals/pages/choose-specialist-page'),
  contact: () => import('@client/features/contact/pages/contact-page'),
  forum: () => import('@client/features/forum/pages/forum-page'),
  forumTopic: () => import('@client/features/forum/pages/topic-page'),
  successStories: () => import('@client/features/stories/pages/stories-page'),
  successStoryNew: () => import('@client/features/stories/pages/new-story-page'),
  successStoriesMine: () => import('@client/features/stories/pages/my-stories-page'),
  successStory: () => import('@client/features/stories/pages/story-page'),
  successStoryEdit: () => import('@client/features/stories/pages/edit-story-page'),
  groups: () => import('@client/features/forum/groups/pages/groups-page'),
  group: () => import('@client/features/forum/groups/pages/group-page'),
  videos: () => import('@client/features/videos/pages/video-library-page'),
  video: () => import('@client/features/videos/pages/video-page'),
  events: () => import('@client/features/events/pages/events-page'),
  event: () => import('@client/features/events/pages/event-page'),
  shop: () => import('@client/features/shop/pages/shop-page'),
  shopProduct: () => import('@client/features/shop/pages/product-page'),
  shopOrder: () => import('@client/features/shop/pages/order-page'),
  shopSplitPair: () => import('@client/features/shop/pages/split-pair-page'),
  cart: () => import('@client/features/shop/pages/cart-page'),
  checkout: () => import('@client/features/shop/pages/checkout-page'),
};
const HomePage = lazy(pageLoaders.home);
const AboutPage = lazy(pageLoaders.about);
const CommunityPage = lazy(pageLoaders.community);
const LoginPage = lazy(pageLoaders.login);
const PrivacyPolicyPage = lazy(pageLoaders.privacyPolicy);
const TermsPage = lazy(pageLoaders.terms);
const BadgeDemoPage = lazy(pageLoaders.badgeDemo);
const ResetPasswordPage = lazy(pageLoaders.resetPassword);
const ProfilePage = lazy(pageLoaders.profile);
const MemberPage = lazy(pageLoaders.member);
const MessagesPage = lazy(pageLoaders.messages);
const ThreadPage = lazy(pageLoaders.messageThread);
const BuddyPage = lazy(pageLoaders.buddy);
const BuddyMatchPage = lazy(pageLoaders.buddyMatch);
const BraceTrackerPage = lazy(pageLoaders.braceTracker);
const SavedPage = lazy(pageLoaders.saved);
const BraceJoinPage = lazy(pageLoaders.braceJoin);
const DonatePage = lazy(pageLoaders.donate);
const ManageGiftPage = lazy(pageLoaders.donateManage);
const TransparencyPage = lazy(pageLoaders.transparency);
const MembershipPage = lazy(pageLoaders.membership);
const ResourceLibraryPage = lazy(pageLoaders.resources);
const ResourceDetailPage = lazy(pageLoaders.resource);
const FindDoctorPage = lazy(pageLoaders.findDoctor);
const ChooseSpecialistPage = lazy(pageLoaders.findDoctorChoose);
const ContactPage = lazy(pageLoaders.contact);
const ForumPage = lazy(pageLoaders.forum);
const TopicPage = lazy(pageLoaders.forumTopic);
const StoriesPage = lazy(pageLoaders.successStories);
const NewStoryPage = lazy(pageLoaders.successStoryNew);
const MyStoriesPage = lazy(pageLoaders.successStoriesMine);
const StoryPage = lazy(pageLoaders.successStory);
const EditStoryPage = lazy(pageLoaders.successStoryEdit);
const GroupsPage = lazy(pageLoaders.groups);
const GroupPage = lazy(pageLoaders.group);
const VideoLibraryPage = lazy(pageLoaders.videos);
const VideoPage = lazy(pageLoaders.video);
const EventsPage = lazy(pageLoaders.events);
const EventPage = lazy(pageLoaders.event);
const ShopPage = lazy(pageLoaders.shop);
const ProductPage = lazy(pageLoaders.shopProduct);
const OrderPage = lazy(pageLoaders.shopOrder);
const SplitPairPage = lazy(pageLoaders.shopSplitPair);
const CartPage = lazy(pageLoaders.cart);
const CheckoutPage = lazy(pageLoaders.checkout);
const loadAdminRoutes = () => import('./admin-routes');
const AdminRoutes = lazy(loadAdminRoutes);

/** Loads every page module (the server's prerender waits for them). */
export function preloadPages() {
  return Promise.all([...Object.values(pageLoaders).map((load) => load()), loadAdminRoutes().then((admin) => admin.preloadAdminPages())]);
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.community, element: <CommunityPage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.badgeDemo, element: <BadgeDemoPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.resources, element: <ResourceLibraryPage /> },
      { path: paths.resource, element: <ResourceDetailPage /> },
      { path: paths.forum, element: <ForumPage /> },
      { path: paths.forumTopic, element: <TopicPage /> },
      // Published stories for all; a story before or after that is its author's and the moderators' (the server says not found to others).
      { path: paths.successStories, element: <StoriesPage /> },
      { path: paths.successStory, element: <StoryPage /> },
      {
        path: paths.successStoryNew,
        element: (
          <RequireAuth>
            <NewStoryPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.successStoriesMine,
        element: (
          <RequireAuth>
            <MyStoriesPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.successStoryEdit,
        element: (
          <RequireAuth>
            <EditStoryPage />
          </RequireAuth>
        ),
      },
      // Open to all; a hidden group's page is not found for those outside it, a private one's discussions are for its members.
      { path: paths.groups, element: <GroupsPage /> },
      { path: paths.group, element: <GroupPage /> },
      { path: paths.videos, element: <VideoLibraryPage /> },
      // Members only, but an open video plays for visitors too: the page shows visitors the not-found page with the sign-in when the server says so.
      { path: paths.video, element: <VideoPage /> },
      // Open to all: visitors read events and are offered the sign-in to register; the server decides who sees a draft or a join link.
      { path: paths.events, element: <EventsPage /> },
      { path: paths.event, element: <EventPage /> },
      // The shop is open to all (spec section 2): a visitor's cart lives in the browser, an order's page opens with its token.
      { path: paths.shop, element: <ShopPage /> },
      { path: paths.shopProduct, element: <ProductPage /> },
      { path: paths.shopOrder, element: <OrderPage /> },
      // Members only: the page shows the not-found page (with the sign-in for visitors) when the server says so.
      { path: paths.shopSplitPair, element: <SplitPairPage /> },
      { path: paths.cart, element: <CartPage /> },
      { path: paths.checkout, element: <CheckoutPage /> },
      // Spec section 6: open to all (no client sign-in check); the pages offer visitors the sign-in.
      { path: paths.buddy, element: <BuddyPage /> },
      { path: paths.buddyMatch, element: <BuddyMatchPage /> },
      // Open to all: visitors read what it is and are offered the sign-in; a child's log is for the family that shares it.
      { path: paths.braceTracker, element: <BraceTrackerPage /> },
      {
        path: paths.saved,
        element: (
          <RequireAuth>
            <SavedPage />
          </RequireAuth>
        ),
      },
      { path: paths.braceJoin, element: <BraceJoinPage /> },
      // Open to visitors and members alike (spec section 6); a visitor's receipt link manages their monthly gift.
      { path: paths.donate, element: <DonatePage /> },
      { path: paths.donateManage, element: <ManageGiftPage /> },
      { path: paths.transparency, element: <TransparencyPage /> },
      // A visitor sees what membership is and a sign-in link; the page itself handles both.
      { path: paths.membership, element: <MembershipPage /> },
      // Open to visitors and members alike (spec section 6); the choose link comes from the family's e-mail.
      { path: paths.findDoctor, element: <FindDoctorPage /> },
      { path: paths.findDoctorChoose, element: <ChooseSpecialistPage /> },
      { path: paths.contact, element: <ContactPage /> },
      // Visitors are sent to /api/login by the page itself (spec section 6), not shown the 404 page.
      { path: paths.profile, element: <ProfilePage /> },
      {
        path: paths.member,
        element: (
          <RequireAuth>
            <MemberPage />
          </RequireAuth>
        ),
      },
      {
        // The list, and the open conversation beside it on wide screens.
        path: paths.messages,
        element: (
          <RequireAuth>
            <MessagesPage />
          </RequireAuth>
        ),
        children: [{ path: paths.messageThread, element: <ThreadPage /> }],
      },
      {
        // Admin only; the server checks again on every /api/admin call. The area's routes load with it (admin-routes.tsx).
        path: `${paths.admin}/*`,
        element: (
          <RequireAdmin>
            <AdminRoutes />
          </RequireAdmin>
        ),
      },
      ...Object.entries(redirects).map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** A new screen starts at the top, unless the link points at an anchor on it. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter({ location, locale }: { location?: string; locale: Locale }) {
  // A language's screens live under its prefix: every link and navigation stays in the language.
  const basename = localePrefix(locale) || undefined;
  if (location !== undefined) {
    return (
      <StaticRouter location={location} basename={basename}>
        <AppRoutes />
      </StaticRouter>
    );
  }
  return (
    <BrowserRouter basename={basename}>
      <ScrollToTop />
      <AppRoutes />
    </BrowserRouter>
  );
}
