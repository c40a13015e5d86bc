import { useSearchParams } from 'react-router';
import { productCategories, productSorts, type ProductCategory, type ProductSort } from '@shared/shop';
import type { ProductFilters } from './api';

export const isCategory = (value: string | null): value is ProductCategory => (productCategories as readonly string[]).includes(value ?? '');
export const isSort = (value: string | null): value is ProductSort => (productSorts as readonly string[]).includes(value ?? '');

const DEFAULT_SORT: ProductSort = 'popular';

/** The list's filters are the URL's (?category=&q=&sort=&inStock=&page=), so a list can be linked, reloaded and gone back to. */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const filters: ProductFilters = {
    category: isCategory(category) ? category : null,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    inStock: params.get('inStock') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
  /** The address of the list with these changes; any change but the page's starts again from page 1. */
  const hrefWith = (next: Partial<ProductFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const result = new URLSearchParams();
    if (merged.category) result.set('category', merged.category);
    if (merged.q) result.set('q', merged.q);
    if (merged.sort !== DEFAULT_SORT) result.set('sort', merged.sort);
    if (merged.inStock) result.set('inStock', 'true');
    if (merged.page > 1) result.set('page', String(merged.page));
    const search = result.toString();
    return search ? `?${search}` : '';
  };
  const update = (next: Partial<ProductFilters>) => setParams(new URLSearchParams(hrefWith(next)));
  const filtered = filters.category !== null || filters.q !== '' || filters.inStock;
  return { filters, update, hrefWith, filtered };
}
