/**
 * Every path the client renders a screen for. The client router and the server's
 * index.html fallback both read this list, so an unknown path answers 404 on both sides.
 */
export const paths = {
  home: '/',
  about: '/about',
  community: '/community',
  login: '/login',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  badgeDemo: '/badge-demo',
  resetPassword: '/reset-password',
  profile: '/profile',
  member: '/members/:id',
  messages: '/messages',
  messageThread: '/messages/:conversationId',
  buddy: '/clubfoot-buddy',
  buddyMatch: '/clubfoot-buddy/match/:id',
  braceTracker: '/brace-tracker',
  /** An invitation to share a child's log; its secret is the fragment (#token). */
  braceJoin: '/brace-tracker/join',
  /** What this device keeps for reading and watching offline (issue 26). */
  saved: '/saved',
  donate: '/donate',
  donateManage: '/donate/manage',
  /** Where the money went (issue 29): the figures, the payouts to charities and the balance. */
  transparency: '/transparency',
  /** Supporting membership (issue 29): levels, joining, a supporter's status. */
  membership: '/membership',
  findDoctor: '/find-doctor',
  findDoctorChoose: '/find-doctor/choose',
  contact: '/contact',
  resources: '/resources',
  resource: '/resources/:slug',
  forum: '/community/forum',
  forumTopic: '/community/forum/:slug',
  successStories: '/community/success-stories',
  successStoryNew: '/community/success-stories/new',
  successStoriesMine: '/community/success-stories/mine',
  successStory: '/community/success-stories/:slug',
  successStoryEdit: '/community/success-stories/:slug/edit',
  groups: '/community/groups',
  group: '/community/groups/:slug',
  videos: '/videos',
  video: '/videos/:slug',
  events: '/events',
  event: '/events/:slug',
  shop: '/shop',
  shopProduct: '/shop/products/:slug',
  shopOrder: '/shop/orders/:number',
  shopSplitPair: '/shop/split-pairs/:id',
  cart: '/cart',
  checkout: '/checkout',
  admin: '/admin',
  adminUserData: '/admin/user-data',
  adminAuditLog: '/admin/audit-log',
  adminArticles: '/admin/articles',
  adminArticleNew: '/admin/articles/new',
  adminArticleEdit: '/admin/articles/:id',
  adminResources: '/admin/resources',
  adminForums: '/admin/forums',
  adminMessages: '/admin/messages',
  adminDonations: '/admin/donations',
  adminPayouts: '/admin/payouts',
  adminSupporters: '/admin/supporters',
  adminAssistant: '/admin/assistant',
  adminReferrals: '/admin/referrals',
  adminReferral: '/admin/referrals/:id',
  adminSpecialists: '/admin/specialists',
  adminInbox: '/admin/inbox',
  adminSettings: '/admin/settings',
  adminVideos: '/admin/videos',
  adminProducts: '/admin/products',
  adminOrders: '/admin/orders',
  adminEvents: '/admin/events',
  adminStories: '/admin/stories',
  adminGroups: '/admin/groups',
  adminAnalytics: '/admin/analytics',
} as const;

/**
 * The API's browser navigations (spec section 2) as plain paths, for links made outside React and
 * without the schemas: the accounts endpoints (shared/api/auth.ts) take their paths from here.
 */
export const apiNavigations = {
  login: '/api/login',
  emailLogin: '/api/auth/email',
  googleLogin: '/api/auth/google',
  logout: '/api/logout',
} as const;

/**
 * What the server can tell the browser to fetch early for a screen: its lazily loaded page module
 * (a Vite manifest key, the same file the router imports) and images it paints first.
 */
export const routeHints: Record<string, { module?: string; images?: string[] }> = {
  [paths.home]: { module: 'features/home/pages/home-page.tsx', images: ['/images/hero-family.svg'] },
  [paths.about]: { module: 'features/about/pages/about-page.tsx' },
  [paths.community]: { module: 'features/community/pages/community-page.tsx' },
  [paths.login]: { module: 'features/auth/pages/login-page.tsx' },
  [paths.privacyPolicy]: { module: 'features/legal/pages/privacy-policy-page.tsx' },
  [paths.terms]: { module: 'features/legal/pages/terms-page.tsx' },
  [paths.badgeDemo]: { module: 'features/badges/pages/badge-demo-page.tsx' },
  [paths.resetPassword]: { module: 'features/auth/pages/reset-password-page.tsx' },
  [paths.profile]: { module: 'app/pages/profile-route.tsx' },
  [paths.messages]: { module: 'features/messages/pages/messages-page.tsx' },
  [paths.messageThread]: { module: 'features/messages/pages/thread-page.tsx' },
  [paths.buddy]: { module: 'features/buddy/pages/buddy-page.tsx' },
  [paths.buddyMatch]: { module: 'app/pages/buddy-match-route.tsx' },
  [paths.braceTracker]: { module: 'features/brace/pages/brace-tracker-page.tsx' },
  [paths.braceJoin]: { module: 'features/brace/pages/join-page.tsx' },
  [paths.saved]: { module: 'features/offline/pages/saved-page.tsx' },
  [paths.donate]: { module: 'features/donations/pages/donate-page.tsx' },
  [paths.donateManage]: { module: 'features/donations/pages/manage-gift-page.tsx' },
  [paths.transparency]: { module: 'features/transparency/pages/transparency-page.tsx' },
  [paths.membership]: { module: 'features/memberships/pages/membership-page.tsx' },
  [paths.findDoctor]: { module: 'features/referrals/pages/find-doctor-page.tsx' },
  [paths.findDoctorChoose]: { module: 'features/referrals/pages/choose-specialist-page.tsx' },
  [paths.contact]: { module: 'features/contact/pages/contact-page.tsx' },
  [paths.resources]: { module: 'features/resources/pages/resource-library-page.tsx' },
  [paths.resource]: { module: 'features/resources/pages/resource-detail-page.tsx' },
  [paths.forum]: { module: 'features/forum/pages/forum-page.tsx' },
  [paths.forumTopic]: { module: 'features/forum/pages/topic-page.tsx' },
  [paths.successStories]: { module: 'features/stories/pages/stories-page.tsx' },
  [paths.successStoryNew]: { module: 'features/stories/pages/new-story-page.tsx' },
  [paths.successStoriesMine]: { module: 'features/stories/pages/my-stories-page.tsx' },
  [paths.successStory]: { module: 'features/stories/pages/story-page.tsx' },
  [paths.successStoryEdit]: { module: 'features/stories/pages/edit-story-page.tsx' },
  [paths.adminStories]: { module: 'features/admin/pages/stories-admin-page.tsx' },
  [paths.groups]: { module: 'features/forum/groups/pages/groups-page.tsx' },
  [paths.group]: { module: 'features/forum/groups/pages/group-page.tsx' },
  [paths.adminGroups]: { module: 'features/admin/pages/groups-admin-page.tsx' },
  [paths.adminSettings]: { module: 'features/admin/pages/settings-admin-page.tsx' },
  [paths.adminAnalytics]: { module: 'features/admin/analytics/pages/analytics-page.tsx' },
  [paths.videos]: { module: 'features/videos/pages/video-library-page.tsx' },
  [paths.video]: { module: 'features/videos/pages/video-page.tsx' },
  [paths.events]: { module: 'features/events/pages/events-page.tsx' },
  [paths.event]: { module: 'features/events/pages/event-page.tsx' },
  [paths.adminEvents]: { module: 'features/events/pages/events-admin-page.tsx' },
  [paths.adminProducts]: { module: 'features/admin/pages/products-admin-page.tsx' },
  [paths.adminOrders]: { module: 'features/admin/pages/orders-admin-page.tsx' },
  [paths.shop]: { module: 'features/shop/pages/shop-page.tsx' },
  [paths.shopProduct]: { module: 'features/shop/pages/product-page.tsx' },
  [paths.shopOrder]: { module: 'features/shop/pages/order-page.tsx' },
  [paths.shopSplitPair]: { module: 'features/shop/pages/split-pair-page.tsx' },
  [paths.cart]: { module: 'features/shop/pages/cart-page.tsx' },
  [paths.checkout]: { module: 'features/shop/pages/checkout-page.tsx' },
};

/** Footer links the spec names that lead to another screen's path. */
export const redirects: Record<string, string> = {
  '/forum': '/community/forum',
  '/privacy': '/privacy-policy',
  '/mission': '/about',
};

const patterns: string[] = Object.values(paths);

function toRegExp(pattern: string) {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const compiled = patterns.map((pattern) => ({ pattern, re: toRegExp(pattern) }));

/** The route pattern a path belongs to, or null. */
export function matchClientRoute(pathname: string): string | null {
  return compiled.find(({ re }) => re.test(pathname))?.pattern ?? null;
}

export function isClientRoute(pathname: string): boolean {
  return matchClientRoute(pathname) !== null || pathname in redirects;
}
