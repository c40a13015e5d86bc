import type { QueryFunction } from '@tanstack/react-query';

/** Spec section 8: any non-2xx becomes an Error reading `STATUS: body` (or the status text). */
export async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** Spec section 7: cookies on every request; the JSON content type only when there is a body. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: GET the first query-key element and parse JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey[0] as string, { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** The human part of an API error: the `message` of a `STATUS: {"message": ...}` error, else the text. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.') {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message || fallback;
  try {
    const body = JSON.parse(match[1] ?? '') as { message?: unknown };
    return typeof body.message === 'string' ? body.message : fallback;
  } catch {
    return match[1] || fallback;
  }
}

/** A refused form (400) or too many attempts (429) has the server's own reason; anything else the general `fallback`. */
export function refusalMessage(error: unknown, fallback: string) {
  const refused = error instanceof Error && /^(400|429): /.test(error.message);
  return refused ? errorMessage(error, fallback) : fallback;
}
