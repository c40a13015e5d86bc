import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn } from '../../client/lib/api';
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
    expect(calls[0]?.init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(calls[1]?.init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(calls[1]?.init?.headers).toEqual({});
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
