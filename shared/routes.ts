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
} as const;

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

const compiled = patterns.map(toRegExp);

export function isClientRoute(pathname: string): boolean {
  return compiled.some((re) => re.test(pathname)) || pathname in redirects;
}
