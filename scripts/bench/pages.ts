/** Pages Lighthouse audits (mobile, first visit) on the PGlite production server. Later features add theirs. */
export type BenchPage = { name: string; path: string };

export const pages: BenchPage[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'videos', path: '/videos' },
];
