/**
 * HTTP endpoints the benchmark loads with autocannon on every engine. Later features add theirs:
 * pick paths that a visitor hits often and that work without a session.
 */
export type BenchEndpoint = {
  /** Short label for the table. */
  name: string;
  path: string;
  method?: 'GET';
  /** Send the request as a signed-in demo member (a session cookie from POST /api/auth/login). */
  signedIn?: boolean;
};

export const endpoints: BenchEndpoint[] = [
  { name: 'health', path: '/api/health' },
  { name: 'home (index.html fallback)', path: '/' },
  { name: 'about (index.html fallback)', path: '/about' },
  { name: 'current user (signed in)', path: '/api/auth/user', signedIn: true },
  { name: 'home page shell (signed in)', path: '/', signedIn: true },
];
