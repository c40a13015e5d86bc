import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { RESOURCE_PAGE_SIZE } from '@shared/constants';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

export const resourceKeys = {
  all: queryKeys.resources,
  categories: [...queryKeys.resources, 'categories'] as const,
  pages: (q: string, category: string | null) => [...queryKeys.resources, 'pages', { q, category }] as const,
  detail: (slug: string) => [...queryKeys.resources, 'detail', slug] as const,
};

export const resourceCategoriesQuery = queryOptions({ queryKey: resourceKeys.categories, queryFn: () => call(api.resources.categories) });

export function useResourceCategories() {
  return useQuery(resourceCategoriesQuery);
}

/** One page of the library: search words and a category tab, newest first without words. */
async function fetchPage({ q, category, cursor }: { q: string; category: string | null; cursor: string | null }) {
  const answer = await call(api.resources.list, { query: { q, category: category ?? undefined, limit: RESOURCE_PAGE_SIZE, cursor: cursor ?? undefined } });
  // With a limit the answer is always a page; the bare array is spec section 7's list without a query.
  if (Array.isArray(answer)) throw new Error('The library answered a list where a page was expected');
  return answer;
}

/** The library's list: the first page, then "Load more" follows the cursor. */
export function useResourcePages(q: string, category: string | null) {
  return useInfiniteQuery({
    queryKey: resourceKeys.pages(q, category),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchPage({ q, category, cursor: pageParam }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const resourceQuery = (slug: string) =>
  queryOptions({ queryKey: resourceKeys.detail(slug), queryFn: () => call(api.resources.detail, { params: { slug } }) });

export function useResource(slug: string) {
  return useQuery(resourceQuery(slug));
}
