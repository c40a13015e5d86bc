import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ResourceCategory, ResourceDetail, ResourcePage } from '@shared/api/resources';
import { RESOURCE_PAGE_SIZE } from '@shared/constants';
import { throwIfResNotOk } from '@client/lib/api';

export const resourceCategoriesKey = ['/api/resources/categories'] as const;

export function useResourceCategories() {
  return useQuery<ResourceCategory[]>({ queryKey: resourceCategoriesKey });
}

/** One page URL of the library: search words and a category tab, newest first without words. */
export function resourcePageUrl({ q, category, cursor }: { q: string; category: string | null; cursor?: string | null }) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  params.set('limit', String(RESOURCE_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return `/api/resources?${params.toString()}`;
}

async function fetchPage(url: string): Promise<ResourcePage> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as ResourcePage;
}

/** The library's list: the first page, then "Load more" follows the cursor. */
export function useResourcePages(q: string, category: string | null) {
  return useInfiniteQuery({
    queryKey: ['/api/resources', { q, category }],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchPage(resourcePageUrl({ q, category, cursor: pageParam })),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useResource(slug: string) {
  return useQuery<ResourceDetail>({ queryKey: [`/api/resources/${encodeURIComponent(slug)}`] });
}
