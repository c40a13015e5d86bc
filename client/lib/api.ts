import type { QueryFunction } from '@tanstack/react-query';
import { type AnyEndpoint, type ClientEndpoint, type Empty, type InputOf, type SuccessOf, urlOf } from '@shared/api/endpoint';
import { APP_BUILD_HEADER, noticeBuild } from './app-build';
import { idempotencyKeyFor, settleIdempotencyKey, sharedWhileInFlight, submitOf } from './idempotency';
import { commonMessages } from './common-messages';
import { browserLocale, tIn } from './i18n';

export { api } from 'virtual:api-endpoints';

/**
 * How requests leave: the browser's fetch, or while the server renders a page for a visitor, its own
 * routes answering in-process (client/entry-server.tsx), so the page is rendered with its data.
 */
// The page's language goes with every call, so what the server writes for this person (a new account's language) follows it.
// Each answer names the server's build: a newer one than the page's is offered as a reload (app-build.ts).
let transport: typeof fetch = async (input, init) => {
  const res = await fetch(input, { ...init, headers: { 'accept-language': browserLocale(), ...(init?.headers as Record<string, string> | undefined) } });
  noticeBuild(res.headers.get(APP_BUILD_HEADER));
  return res;
};

/** The server's renderer sends the API calls of the screens it renders through this. */
export function setTransport(next: typeof fetch) {
  transport = next;
}

/** Spec section 8: any non-2xx becomes an Error reading `STATUS: body` (or the status text). */
export async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** Spec section 7: cookies on every request; the JSON content type only when there is a body (and a create's Idempotency-Key, decision 0016). */
export async function apiRequest(method: string, url: string, data?: unknown, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const multipart = typeof FormData !== 'undefined' && data instanceof FormData;
  const res = await transport(url, {
    method,
    headers: { ...(data !== undefined && !multipart ? { 'Content-Type': 'application/json' } : {}), ...extraHeaders },
    body: data === undefined ? undefined : multipart ? data : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: GET the first query-key element and parse JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }, url?: string): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await transport(url ?? (queryKey[0] as string), { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** The human part of an API error: the `message` of a `STATUS: {"message": ...}` error, else the text; the fallback in the page's language. */
export function errorMessage(error: unknown, fallback = tIn(commonMessages)('error.generic')) {
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

/** The input argument of a call: optional when the endpoint needs nothing. */
export type CallArgs<E extends AnyEndpoint> = Empty extends InputOf<E> ? [input?: InputOf<E>] : [input: InputOf<E>];

type Target = { params?: unknown; query?: unknown };

/**
 * Calls an endpoint of the contract and answers the raw response once it is a 2xx (section 7:
 * cookies, the JSON content type only with a body; section 8: `STATUS: body` errors). A `FormData`
 * body goes as multipart, with the browser's own content type.
 */
export async function send<E extends AnyEndpoint>(
  e: ClientEndpoint<E>,
  ...[input]: CallArgs<E> | [input: Omit<InputOf<E>, 'body'> & { body: FormData }]
): Promise<Response> {
  const body = (input as { body?: unknown } | undefined)?.body;
  const url = urlOf(e.path, input as Target);
  if (!e.idempotent || (typeof FormData !== 'undefined' && body instanceof FormData)) return apiRequest(e.method, url, body);
  // A create: one key per submit, kept until it is answered, so resending the same submit (after a
  // timeout or a lost connection) gets the first result back instead of storing a second copy.
  const submit = submitOf(e.method, url, body);
  const key = idempotencyKeyFor(submit);
  try {
    const res = await apiRequest(e.method, url, body, { 'Idempotency-Key': key });
    settleIdempotencyKey(submit, key, res.status);
    return res;
  } catch (error) {
    const status = error instanceof Error ? Number(/^(\d{3}): /.exec(error.message)?.[1] ?? 0) : 0;
    settleIdempotencyKey(submit, key, status);
    throw error;
  }
}

/** Calls an endpoint and answers its JSON, typed by the contract. */
export async function call<E extends AnyEndpoint>(e: ClientEndpoint<E>, ...args: CallArgs<E>): Promise<SuccessOf<E>> {
  const run = async () => {
    const res = await send(e, ...args);
    if (res.status === 204) return undefined as SuccessOf<E>;
    return (await res.json()) as SuccessOf<E>;
  };
  // A double-pressed submit of a create waits for the first press's answer instead of sending again.
  if (!e.idempotent) return run();
  const [input] = args as [{ body?: unknown } | undefined];
  return sharedWhileInFlight(submitOf(e.method, urlOf(e.path, input as Target), input?.body), run);
}

/** Like `call` for a GET, but a 401 answers null (section 7's "returnNull": who is signed in). */
export async function callOrNull<E extends AnyEndpoint>(e: ClientEndpoint<E>, ...[input]: CallArgs<E>): Promise<SuccessOf<E> | null> {
  const res = await transport(urlOf(e.path, input as Target), { credentials: 'include' });
  if (res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as SuccessOf<E>;
}

/** Where a link or a browser navigation goes for a GET endpoint (a file, a redirect, an event stream). */
export function hrefOf<E extends AnyEndpoint>(e: ClientEndpoint<E>, ...[input]: CallArgs<E>) {
  return urlOf(e.path, input as Target);
}
