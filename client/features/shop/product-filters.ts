import { startTransition, useOptimistic } from 'react';
import { useSearchParams } from 'react-router';
import { productCategories, productSorts, type ProductCategory, type ProductSort } from '@shared/shop';
import type { ProductFilters } from './api';

export const isCategory = (value: string | null): value is ProductCategory => (productCategories as readonly string[]).includes(value ?? '');
export const isSort = (value: string | null): value is ProductSort => (productSorts as readonly string[]).includes(value ?? '');

const DEFAULT_SORT: ProductSort = 'popular';

function filtersOf(params: URLSearchParams): ProductFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    category: isCategory(category) ? category : null,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    inStock: params.get('inStock') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of the list with `base` changed by `next`; any change but the page's starts again from page 1. */
function searchOf(base: ProductFilters, next: Partial<ProductFilters>) {
  const merged = { ...base, page: 1, ...next };
  const result = new URLSearchParams();
  if (merged.category) result.set('category', merged.category);
  if (merged.q) result.set('q', merged.q);
  if (merged.sort !== DEFAULT_SORT) result.set('sort', merged.sort);
  if (merged.inStock) result.set('inStock', 'true');
  if (merged.page > 1) result.set('page', String(merged.page));
  const search = result.toString();
  return search ? `?${search}` : '';
}

/**
 * The list's filters are the URL's (?category=&q=&sort=&inStock=&page=), so a list can be linked,
 * reloaded and gone back to. A change shows at once (the router applies the new address as a
 * transition, which would leave a ticked box unticked until it commits), and builds on the address
 * as it is now, so two quick changes keep both.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const fromUrl = filtersOf(params);
  const [filters, showFilters] = useOptimistic(fromUrl);
  const hrefWith = (next: Partial<ProductFilters>) => searchOf(filters, next);
  const update = (next: Partial<ProductFilters>) => {
    const now = typeof window === 'undefined' ? fromUrl : filtersOf(new URLSearchParams(window.location.search));
    const search = searchOf(now, next);
    startTransition(() => {
      showFilters(filtersOf(new URLSearchParams(search)));
      setParams(new URLSearchParams(search));
    });
  };
  const filtered = filters.category !== null || filters.q !== '' || filters.inStock;
  return { filters, update, hrefWith, filtered };
}
