import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, call, getQueryFn } from '../../client/lib/api';
import { type ClientEndpoint, IDEMPOTENCY_KEY_PATTERN } from '../../shared/api/endpoint';
import { createQueryClient } from '../../client/lib/query-client';

type Call = { url: string; init: RequestInit | undefined };

function mockFetch(response: Response) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return response;
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const queryContext = (key: string) => ({ queryKey: [key], signal: new AbortController().signal, meta: undefined }) as never;

describe('apiRequest (spec section 7)', () => {
  it('sends cookies and the JSON content type only with a body', async () => {
    const calls = mockFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/forum/posts', { content: 'hi', topicId: 1 });
    await apiRequest('GET', '/api/resources');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"content":"hi","topicId":1}' });
    // And the page's language, which the server writes a new account's e-mails in (issue 25).
    expect(calls[0]?.init?.headers).toEqual({ 'accept-language': 'en', 'Content-Type': 'application/json' });
    expect(calls[1]?.init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(calls[1]?.init?.headers).toEqual({ 'accept-language': 'en' });
  });

  it('turns a non-2xx answer into "STATUS: body"', async () => {
    mockFetch(new Response('{"message":"Topic not found"}', { status: 404 }));
    await expect(apiRequest('GET', '/api/forum/topics/x')).rejects.toThrow('404: {"message":"Topic not found"}');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  it('GETs the first query-key element with cookies and parses JSON', async () => {
    const calls = mockFetch(new Response('[{"id":1}]', { status: 200 }));
    const data = await getQueryFn({ on401: 'throw' })(queryContext('/api/resources'));
    expect(data).toEqual([{ id: 1 }]);
    expect(calls[0]).toMatchObject({ url: '/api/resources', init: { credentials: 'include' } });
  });

  it('yields null on 401 with on401: returnNull, and fails by default', async () => {
    mockFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    expect(await getQueryFn({ on401: 'returnNull' })(queryContext('/api/auth/user'))).toBeNull();
    mockFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(queryContext('/api/auth/user'))).rejects.toThrow('401: {"message":"Not signed in"}');
  });
});

describe('query client defaults', () => {
  it('never retries, never goes stale and never refetches on focus or interval', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});

describe('Idempotency-Key on creates (decision 0016)', () => {
  const createPost = { method: 'POST', path: '/api/forum/posts', access: 'member', produces: 'json', idempotent: true } as ClientEndpoint;
  const markRead = { method: 'POST', path: '/api/notifications/read', access: 'member', produces: 'json', idempotent: false } as ClientEndpoint;
  const keyOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string>)['Idempotency-Key'];

  function fetchAnswering(...statuses: number[]) {
    const calls: Call[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!;
      return new Response(status < 300 ? '{"id":1}' : '{"message":"Gateway timeout"}', { status });
    });
    return calls;
  }

  it('sends a well-formed key with a create, and none with other calls', async () => {
    const calls = fetchAnswering(201);
    await call(createPost as never, { body: { topicId: 1, content: 'first' } } as never);
    await call(markRead as never, { body: {} } as never);
    expect(keyOf(calls[0]?.init)).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keyOf(calls[1]?.init)).toBeUndefined();
  });

  it('reuses the key when the same submit is sent again after a failure, and makes a new one after success', async () => {
    const calls = fetchAnswering(504, 201, 201);
    const submit = () => call(createPost as never, { body: { topicId: 1, content: 'retried' } } as never);
    await expect(submit()).rejects.toThrow('504');
    await submit();
    await submit();
    expect(keyOf(calls[1]?.init)).toBe(keyOf(calls[0]?.init));
    expect(keyOf(calls[2]?.init)).not.toBe(keyOf(calls[1]?.init));
  });

  it('sends a double-pressed submit once', async () => {
    const calls = fetchAnswering(201);
    const submit = () => call(createPost as never, { body: { topicId: 1, content: 'double' } } as never);
    const [a, b] = await Promise.all([submit(), submit()]);
    expect(a).toEqual(b);
    expect(calls).toHaveLength(1);
  });
});
