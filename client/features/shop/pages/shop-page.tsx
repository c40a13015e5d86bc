import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { localizedPath } from '@shared/i18n/locales';
import { QueryError } from '@client/components/query-error';
import { SearchBox } from '@client/components/search-box';
import { Button } from '@client/components/ui/button';
import { useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { type ProductFilters, useProducts } from '../api';
import { PageLinks } from '@client/components/page-links';
import { ProductCard, ProductCardSkeletons } from '../components/product-card';
import { ShopFilters } from '../components/shop-filters';
import { shopMessages } from '../messages';
import { useProductFilters } from '../product-filters';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4';

function Summary({ total, filters, loading }: { total: number; filters: ProductFilters; loading: boolean }) {
  const t = useT(shopMessages);
  const summary = t('shop.summary', {
    count: total,
    hasQuery: filters.q ? 'yes' : 'no',
    q: filters.q,
    hasCategory: filters.category ? 'yes' : 'no',
    category: filters.category ? t(`category.${filters.category}`) : '',
    inStock: filters.inStock ? 'yes' : 'no',
  });
  return (
    <p role="status" className="text-slate-800" data-testid="shop-summary">
      {/* While the new filters' list loads, the count at hand is the last list's. */}
      {loading ? t('shop.finding') : summary}
    </p>
  );
}

function NothingFound({ filtered }: { filtered: boolean }) {
  const t = useT(shopMessages);
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <ShoppingBag aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <h2 className="mt-3 text-xl font-semibold text-slate-900">{filtered ? t('shop.filteredTitle') : t('shop.emptyTitle')}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-700">
        {filtered ? t('shop.filteredText') : t('shop.emptyText')}
      </p>
      <Button asChild variant="outline" className="mt-6">
        <Link to={filtered ? '/shop' : '/resources'}>{filtered ? t('shop.filteredAction') : t('shop.emptyAction')}</Link>
      </Button>
    </div>
  );
}

function Results() {
  const { filters, hrefWith, filtered } = useProductFilters();
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = useProducts(filters);
  const t = useT(shopMessages);
  if (isPending) return <ProductCardSkeletons count={8} className={GRID} />;
  if (isError) return <QueryError title={t('shop.error')} error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="space-y-6" aria-busy={isPlaceholderData}>
      <Summary total={data.total} filters={filters} loading={isPlaceholderData} />
      {data.products.length === 0 ? (
        <NothingFound filtered={filtered || filters.page > 1} />
      ) : (
        <ul className={GRID}>
          {data.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks page={filters.page} pageCount={pageCount} hrefOf={(page) => `/shop${hrefWith({ page })}`} />
    </div>
  );
}

/** /shop: the catalogue, for visitors and members alike. */
export default function ShopPage() {
  const t = useT(shopMessages);
  const locale = useLocale();
  usePageMeta(t('shop.metaTitle'), t('shop.metaDescription'));
  const { filters, update } = useProductFilters();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('shop.title')}</h1>
          <p className="mt-3 text-lg text-slate-700">
            {t('shop.intro')}
          </p>
        </header>
        <section aria-labelledby="products-title" className="mt-4">
          <h2 id="products-title" className="sr-only">
            {t('shop.products')}
          </h2>
          {/* Keyed by the query, so going back or following a link shows that link's words. */}
          <SearchBox key={filters.q} label={t('shop.searchLabel')} placeholder={t('shop.searchPlaceholder')} initial={filters.q} onSearch={(q) => update({ q })} action={localizedPath('/shop', locale)} maxLength={100} />
          <ShopFilters filters={filters} update={update} />
          <div className="mt-8">
            <Results />
          </div>
        </section>
      </div>
    </div>
  );
}
