import autocannon from 'autocannon';

/** What a browser sends; compressed responses cost the server CPU, as they do in production. */
export const LOAD_HEADERS: Record<string, string> = { 'accept-encoding': 'br, gzip' };

export type LoadSettings = { connections: number; duration: number };

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** Of the non-2xx, the 503s of load shedding (server/lib/load-shedding.ts): fast refusals, counted in rps too. */
  shed: number;
  /** Connection errors, timeouts included. */
  errors: number;
};

export type Probe = { status: number; sqlQueries: number | null };

/** How long a probe waits for a server still shedding the previous load to take requests again. */
const PROBE_SHED_WAIT_MS = 15_000;

/**
 * One plain request: its status and the x-sql-queries header (set by a server run with COUNT_SQL=1
 * for a request that asks with x-count-sql: 1; load requests do not ask, so they pay nothing for it).
 * Asked right after a load, the server may still be shedding (503): it asks again, after the
 * Retry-After (at most half a second), for up to 15 s, so the figure is that of a server at rest.
 */
export async function probe(url: string, method = 'GET', extraHeaders: Record<string, string> = {}): Promise<Probe> {
  const until = performance.now() + PROBE_SHED_WAIT_MS;
  for (;;) {
    const response = await fetch(url, { method, headers: { ...LOAD_HEADERS, ...extraHeaders, 'x-count-sql': '1' }, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    if (response.status === 503 && performance.now() < until) {
      const retryAfter = Number(response.headers.get('retry-after'));
      await new Promise((resolve) => setTimeout(resolve, Math.min(500, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 100)));
      continue;
    }
    const header = response.headers.get('x-sql-queries');
    return { status: response.status, sqlQueries: header === null ? null : Number(header) };
  }
}

/**
 * A bounded autocannon run against one URL (cycling through `rotate`, further paths on the same server,
 * when given; and through `cookies`, one member after another, when given).
 */
export async function runLoad(
  url: string,
  settings: LoadSettings,
  method = 'GET',
  extraHeaders: Record<string, string> = {},
  rotate: string[] = [],
  cold = false,
  cookies: string[] = [],
): Promise<LoadResult> {
  const headers = { ...LOAD_HEADERS, ...extraHeaders };
  const paths = [new URL(url).pathname + new URL(url).search, ...rotate];
  let next = 0;
  let member = 0;
  type Setup = { path?: string; headers?: Record<string, string> };
  const requests =
    rotate.length || cookies.length
      ? [
          {
            setupRequest: (request: Setup) => ({
              ...request,
              path: rotate.length ? paths[(next += 1) % paths.length] : request.path,
              headers: cookies.length ? { ...request.headers, cookie: cookies[(member += 1) % cookies.length] as string } : request.headers,
            }),
          },
        ]
      : undefined;
  // A short warm-up so the first endpoint does not pay for the JIT and the connection pool (and every
  // rotated path has been asked once, unless the point is to measure each request cold).
  const warmRequests = requests && !cold ? { requests } : {};
  await autocannon({ url, method, headers, connections: settings.connections, amount: settings.connections * 20, timeout: 10, ...warmRequests });
  const result = await autocannon({
    url,
    method,
    headers,
    connections: settings.connections,
    duration: settings.duration,
    timeout: 10,
    ...(requests ? { requests } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    shed: result.statusCodeStats['503']?.count ?? 0,
    errors: result.errors,
  };
}
