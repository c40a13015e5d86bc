/**
 * HTTP endpoints the benchmark loads with autocannon on every engine. Later features add theirs:
 * pick paths that a visitor hits often and that work without a session.
 */
export type BenchEndpoint = {
  /** Short label for the table. */
  name: string;
  path: string;
  method?: 'GET';
};

export const endpoints: BenchEndpoint[] = [
  { name: 'health', path: '/api/health' },
  { name: 'home (index.html fallback)', path: '/' },
  { name: 'about (index.html fallback)', path: '/about' },
];
