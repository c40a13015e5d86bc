/** Pages Lighthouse audits (mobile, first visit) on the PGlite production server. Later features add theirs. */
export type BenchPage = {
  name: string;
  path: string;
  /** Shows the demo videos: they are seeded only when a chosen row or page needs them. */
  videos?: boolean;
};

export const pages: BenchPage[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'videos', path: '/videos', videos: true },
  // Issue 23: the public content pages a visitor arrives on from a search engine or a shared link (demo seed slugs).
  { name: 'resources', path: '/resources' },
  { name: 'article', path: '/resources/the-ponseti-method-step-by-step' },
  { name: 'forum', path: '/community/forum' },
  { name: 'forum topic', path: '/community/forum/boots-and-bar-first-week-survival-tips' },
];
