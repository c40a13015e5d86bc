import { useId } from 'react';
import { productCategories, productSorts } from '@shared/shop';
import { CheckboxField } from '@client/components/ui/field';
import { useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import type { ProductFilters } from '../api';
import { shopMessages } from '../messages';
import { isCategory, isSort } from '../product-filters';

type Props = { filters: ProductFilters; update: (next: Partial<ProductFilters>) => void };

const chipClass = (active: boolean) =>
  cn(
    'rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors',
    active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800',
  );

const selectClass = 'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 sm:w-auto';

/** Categories (chips; a select on phones), sort and "In stock only": every change goes to the URL. */
export function ShopFilters({ filters, update }: Props) {
  const id = useId();
  const t = useT(shopMessages);
  return (
    <div className="mt-6 space-y-4">
      <div role="group" aria-label={t('filters.category')} className="hidden flex-wrap gap-2 sm:flex">
        <button type="button" aria-pressed={filters.category === null} onClick={() => update({ category: null })} className={chipClass(filters.category === null)}>
          {t('filters.all')}
        </button>
        {productCategories.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={filters.category === category}
            onClick={() => update({ category })}
            className={chipClass(filters.category === category)}
          >
            {t(`category.${category}`)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:flex sm:flex-wrap sm:items-center sm:gap-6">
        <div className="space-y-1 sm:hidden">
          <label htmlFor={`${id}-category`} className="block text-sm font-medium text-slate-800">
            {t('filters.category')}
          </label>
          <select
            id={`${id}-category`}
            value={filters.category ?? ''}
            onChange={(event) => update({ category: isCategory(event.target.value) ? event.target.value : null })}
            className={selectClass}
          >
            <option value="">{t('filters.all')}</option>
            {productCategories.map((category) => (
              <option key={category} value={category}>
                {t(`category.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1 sm:flex sm:items-center sm:gap-2 sm:space-y-0">
          <label htmlFor={`${id}-sort`} className="block text-sm font-medium text-slate-800">
            {t('filters.sortBy')}
          </label>
          <select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(event) => update({ sort: isSort(event.target.value) ? event.target.value : 'popular' })}
            className={selectClass}
          >
            {productSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <CheckboxField
          label={t('filters.inStock')}
          checked={filters.inStock}
          onChange={(event) => update({ inStock: event.target.checked })}
          className="items-center min-[400px]:col-span-2"
        />
      </div>
    </div>
  );
}
