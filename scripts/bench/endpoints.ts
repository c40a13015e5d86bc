/**
 * HTTP endpoints the benchmark loads with autocannon on every engine. Later features add theirs:
 * pick paths that a visitor hits often and that work without a session.
 */
export type BenchEndpoint = {
  /** Stable key (kebab-case, unique): targets.ts refers to rows by it, and --only matches it as it does the name. */
  id: string;
  /** Short label for the table. */
  name: string;
  path: string;
  method?: 'GET';
  /** Send the request as a signed-in demo member (a session cookie from POST /api/auth/login). */
  signedIn?: boolean;
  /** Send it as the generated Clubfoot Buddy member (scripts/bench/buddy.ts) instead. */
  asBuddy?: boolean;
  /** Send each request as the next of the generated rotating members (scripts/bench/buddy.ts), none asked before. */
  asRotatingBuddies?: boolean;
  /** Further paths the load cycles through with `path` (different searches, so no single one is measured). */
  rotate?: string[];
  /** Warm up on `path` only, so each rotated path meets the server cold (its first request is measured). */
  cold?: boolean;
  /** Needs the demo videos seeded (over a minute of drawing and encoding, left out when no chosen row or page needs them). */
  videos?: boolean;
  /** Finds the path on the running server (a media address is random per seed): called with its address and the request's headers. */
  resolve?: (baseUrl: string, headers: Record<string, string>) => Promise<string>;
};

/** The first segment of the lowest rendition of a demo video, as a member's player asks for it. */
async function videoSegment(baseUrl: string, headers: Record<string, string>) {
  const res = await fetch(`${baseUrl}/api/videos/putting-on-boots-and-bar`, { headers });
  if (!res.ok) throw new Error(`the demo video answered ${res.status} (was the bench seeded with its videos?)`);
  const { playback } = (await res.json()) as { playback: { hls: string } };
  return playback.hls.replace(/master\.m3u8$/, '240p_001.ts');
}

/** What people type into the library's search box: words, plurals, a typo, two words, a prefix. */
const SEARCHES = ['brace', 'casting', 'shoes', 'relapse', 'tenotomy', 'braces at night', 'physiotherapy', 'bracng', 'adult pain', 'ponseti', 'sock', 'school'];
const search = (q: string) => `/api/resources?q=${encodeURIComponent(q)}`;
/** Two-word searches, all different, so none is answered from the server's memory: the database's own speed. */
const WORDS = ['brace', 'cast', 'shoe', 'night', 'foot', 'baby', 'walk', 'doctor', 'boots', 'school', 'sleep', 'pain', 'heel', 'tendon', 'parent', 'clinic', 'stretch', 'sport', 'adult', 'relapse', 'week', 'skin', 'toddler', 'bar'];
const COLD_SEARCHES = WORDS.flatMap((first, i) => WORDS.slice(i + 1).map((second) => `${first} ${second}`));

/** Generated forum topics (the seed makes 400 per seed scale step: 20,000 at the default --scale 1). */
const COLD_TOPICS = Array.from({ length: 300 }, (_, i) => 2 + i * 61);
const topicPage = (n: number) => `/api/forum/topics/generated-topic-${n}`;

export const endpoints: BenchEndpoint[] = [
  { id: 'health', name: 'health', path: '/api/health' },
  { id: 'home-html', name: 'home (index.html fallback)', path: '/' },
  { id: 'about-html', name: 'about (index.html fallback)', path: '/about' },
  { id: 'current-user', name: 'current user (signed in)', path: '/api/auth/user', signedIn: true },
  { id: 'home-html-signed-in', name: 'home page shell (signed in)', path: '/', signedIn: true },
  { id: 'resources-list', name: 'resources list', path: '/api/resources' },
  { id: 'resources-category', name: 'resources page (category, 12)', path: '/api/resources?category=bracing&limit=12' },
  { id: 'resources-featured', name: 'featured resources', path: '/api/resources/featured' },
  { id: 'resource-detail', name: 'resource detail', path: '/api/resources/the-ponseti-method-step-by-step' },
  { id: 'resource-page-html', name: 'resource page (link preview head)', path: '/resources/the-ponseti-method-step-by-step' },
  { id: 'library-search', name: 'search (12 different queries)', path: search(SEARCHES[0] as string), rotate: SEARCHES.slice(1).map(search) },
  { id: 'library-search-new', name: `search, ${COLD_SEARCHES.length} queries each new once`, path: search('clubfoot'), rotate: COLD_SEARCHES.map(search), cold: true },
  { id: 'forum-topic-list', name: 'forum topic list (20)', path: '/api/forum/topics' },
  { id: 'forum-home-topics', name: 'forum home topics (4)', path: '/api/forum/topics?limit=4' },
  { id: 'forum-categories', name: 'forum categories', path: '/api/forum/categories' },
  { id: 'forum-category', name: 'forum category view (20)', path: '/api/forum/categories/bracing' },
  { id: 'forum-topic-page', name: 'forum topic page (replies and comments)', path: '/api/forum/topics/boots-and-bar-first-week-survival-tips' },
  // Each a different generated topic with 10 replies, met once: the database's own speed, nothing kept.
  { id: 'forum-topic-page-new', name: `forum topic page, ${COLD_TOPICS.length} topics each new once`, path: topicPage(1), rotate: COLD_TOPICS.map(topicPage), cold: true },
  { id: 'forum-search', name: 'forum search', path: '/api/forum/search?q=bracing', rotate: ['casting', 'shoes', 'tenotomy', 'running'].map((q) => `/api/forum/search?q=${q}`) },
  // Issue 21: a support group's discussions (the seed adds generated topics to this group at bench scale).
  { id: 'group-topic-list', name: 'group topic list (20)', path: '/api/groups/parents-bracing/topics' },
  // Issue 21: the coming events, soonest first, and filtered (the seed adds generated events at bench scale).
  { id: 'events-list', name: 'events list (upcoming)', path: '/api/events' },
  { id: 'events-list-filtered', name: 'events list, filtered', path: '/api/events?stage=bracing', rotate: ['format=online', 'when=past', 'stage=casting&format=online', 'when=past&page=3'].map((q) => `/api/events?${q}`) },
  // Issue 21: the published stories, newest first, and by stage (the seed adds generated stories at bench scale); the home page's story.
  { id: 'stories-list', name: 'stories list', path: '/api/stories' },
  { id: 'stories-by-stage', name: 'stories list, by stage', path: '/api/stories?stage=bracing', rotate: ['stage=adult', 'stage=casting&page=3', 'page=40', 'stage=recurrence'].map((q) => `/api/stories?${q}`) },
  { id: 'stories-home', name: "home page's story", path: '/api/stories/home' },
  // Issue 19: the library, a member's video page, and a segment as the player fetches it (its access checked each time).
  { id: 'video-list', name: 'video list', path: '/api/videos', videos: true },
  { id: 'video-search', name: 'video list, search in transcripts', path: '/api/videos?q=heel', rotate: ['toes', 'shoes', 'bar', 'socks'].map((q) => `/api/videos?q=${q}`), videos: true },
  { id: 'video-page', name: 'video page (signed in)', path: '/api/videos/putting-on-boots-and-bar', signedIn: true, videos: true },
  { id: 'video-segment', name: 'video segment (signed in)', path: '/api/videos/media/…/240p_001.ts', signedIn: true, resolve: videoSegment, videos: true },
  // Issue 20: the shop's list (sorted and filtered), a product page with its reviews, and a member's cart priced by the server.
  { id: 'shop-list', name: 'shop product list', path: '/api/shop/products' },
  {
    id: 'shop-list-filtered', name: 'shop list, filtered and sorted',
    path: '/api/shop/products?category=shoes&sort=price-low',
    rotate: ['category=boots&sort=rating', 'q=socks', 'inStock=true&sort=newest', 'category=books-and-toys'].map((q) => `/api/shop/products?${q}`),
  },
  { id: 'shop-product', name: 'product page', path: '/api/shop/products/stepwell-flex-walkers' },
  { id: 'shop-product-reviews', name: 'product reviews', path: '/api/shop/products/stepwell-flex-walkers/reviews' },
  { id: 'shop-cart', name: 'cart (signed in, priced by the server)', path: '/api/shop/cart', signedIn: true },
  // Issue 7: one member's suggestions among 1,000,000 profiles, asked again and again: kept per member until a profile changes.
  { id: 'buddy-suggestions', name: 'buddy suggestions, one member (1,000,000 profiles)', path: '/api/clubfoot-buddy/matches/suggested', asBuddy: true },
  // Issue 23: a different member each request, each met once: the ranking of up to 9 size cells itself, nothing kept.
  {
    id: 'buddy-suggestions-new',
    name: 'buddy suggestions, each member new (1,000,000 profiles)',
    path: '/api/clubfoot-buddy/matches/suggested',
    asRotatingBuddies: true,
    cold: true,
  },
];
