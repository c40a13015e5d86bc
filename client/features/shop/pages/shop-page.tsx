import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_CATEGORY_LABELS } from '@shared/shop';
import { QueryError } from '@client/components/query-error';
import { SearchBox } from '@client/components/search-box';
import { Button } from '@client/components/ui/button';
import { usePageMeta } from '@client/lib/page-meta';
import { type ProductFilters, useProducts } from '../api';
import { PageLinks } from '@client/components/page-links';
import { ProductCard, ProductCardSkeletons } from '../components/product-card';
import { ShopFilters } from '../components/shop-filters';
import { useProductFilters } from '../product-filters';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4';

function Summary({ total, filters, loading }: { total: number; filters: ProductFilters; loading: boolean }) {
  const parts = [`${total} ${total === 1 ? 'product' : 'products'}`];
  if (filters.q) parts.push(`for ‘${filters.q}’`);
  if (filters.category) parts.push(`in ${PRODUCT_CATEGORY_LABELS[filters.category]}`);
  if (filters.inStock) parts.push('in stock');
  return (
    <p role="status" className="text-slate-800" data-testid="shop-summary">
      {/* While the new filters' list loads, the count at hand is the last list's. */}
      {loading ? 'Finding products…' : parts.join(' ')}
    </p>
  );
}

function NothingFound({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <ShoppingBag aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <h2 className="mt-3 text-xl font-semibold text-slate-900">{filtered ? 'Nothing matches these filters' : 'The shelves are being restocked'}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-700">
        {filtered
          ? 'Try other words (for example “boots” or “socks”), another category, or include items that are sold out for now.'
          : 'Our products are being updated. In the meantime, the resource library has practical guides for every stage of treatment.'}
      </p>
      <Button asChild variant="outline" className="mt-6">
        <Link to={filtered ? '/shop' : '/resources'}>{filtered ? 'Clear filters and show all products' : 'Browse the resource library'}</Link>
      </Button>
    </div>
  );
}

function Results() {
  const { filters, hrefWith, filtered } = useProductFilters();
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = useProducts(filters);
  if (isPending) return <ProductCardSkeletons count={8} className={GRID} />;
  if (isError) return <QueryError title="Could not load the products" error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
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
  usePageMeta('Shop', 'Braces and bars, boots, shoes, socks and books for children and adults with clubfoot, chosen with families who have been there.');
  const { filters, update } = useProductFilters();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Shop</h1>
          <p className="mt-3 text-lg text-slate-700">
            Braces, boots, shoes and everyday comforts for every stage of clubfoot treatment, chosen with families who have been there. Your
            treatment team is always the one to ask about what fits your child.
          </p>
        </header>
        <section aria-labelledby="products-title" className="mt-4">
          <h2 id="products-title" className="sr-only">
            Products
          </h2>
          {/* Keyed by the query, so going back or following a link shows that link's words. */}
          <SearchBox key={filters.q} label="Search the shop" placeholder="Search" initial={filters.q} onSearch={(q) => update({ q })} action="/shop" maxLength={100} />
          <ShopFilters filters={filters} update={update} />
          <div className="mt-8">
            <Results />
          </div>
        </section>
      </div>
    </div>
  );
}
