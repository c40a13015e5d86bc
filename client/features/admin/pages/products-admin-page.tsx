import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_CATEGORY_LABELS, productCategories, type ProductCategory, productStatuses, type ProductStatus } from '@shared/shop';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { usePageMeta } from '@client/lib/page-meta';
import { ListFilter } from '../components/list-filter';
import { NoSuchPage, Pager, shownPage } from '../components/pager';
import { useListParams } from '../components/use-list-params';
import { SHOP_SEARCH_MAX_LENGTH, useAdminProducts } from '../shop/api';
import { ProductEditor } from '../shop/components/product-editor';
import { ProductsList } from '../shop/components/products-list';
import { SearchFilters } from '../shop/components/search-filters';
import { PRODUCT_STATUS_LABELS } from '../shop/components/shop-badges';

const readStatus = (value: string | null) => productStatuses.find((status) => status === value) ?? null;
const readCategory = (value: string | null) => productCategories.find((category) => category === value) ?? null;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?edit=` as a product id, 'new' for a new product, or null. */
const readEditing = (value: string | null) => (value === 'new' ? 'new' : value && UUID.test(value) ? value.toLowerCase() : null);

/** 'All products', 'Draft products in Boots matching “bar”', ... */
function captionFor(status: ProductStatus | null, category: ProductCategory | null, q: string) {
  const what = status ? `${PRODUCT_STATUS_LABELS[status]} products` : 'All products';
  return `${what}${category ? ` in ${PRODUCT_CATEGORY_LABELS[category]}` : ''}${q ? ` matching “${q}”` : ''}, most recently changed first`;
}

/** /admin/products: the shop's products with their stock and prices, found by status, category or words, and edited in a side panel (`?edit=<id>`). */
export default function ProductsAdminPage() {
  usePageMeta('Products', 'The shop’s products: their variants, prices, stock and photos, published or draft.');
  const { searchParams, page, update, goToPage } = useListParams<'status' | 'category' | 'q'>();
  const [, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams.get('status'));
  const category = readCategory(searchParams.get('category'));
  const q = (searchParams.get('q') ?? '').trim().slice(0, SHOP_SEARCH_MAX_LENGTH);
  const editing = readEditing(searchParams.get('edit'));
  const products = useAdminProducts({ status, category, q, page });
  const heading = useRef<HTMLHeadingElement>(null);

  const data = products.data;
  const beyondLastPage = data !== undefined && data.products.length === 0 && data.total > 0;
  const filtered = status !== null || category !== null || q !== '';
  const empty = products.isError ? (
    'The products could not be loaded.'
  ) : beyondLastPage ? (
    <NoSuchPage page={page} onFirst={() => goToPage(1)} />
  ) : filtered ? (
    'No products match these filters.'
  ) : (
    'No products yet. Add the first one with “Add a product”.'
  );
  // Opening or closing the editor keeps the list as it is (its filters and page).
  const edit = (next: string | null) =>
    setSearchParams(() => {
      const params = new URLSearchParams(window.location.search);
      if (next) params.set('edit', next);
      else params.delete('edit');
      return params;
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus-visible:outline-none">
            Products
          </h1>
          <p className="mt-2 text-slate-700">The shop’s products with their variants, prices, stock and photos. Every change is recorded in the audit log.</p>
        </div>
        <Button type="button" className="shrink-0" onClick={() => edit('new')}>
          <Plus aria-hidden="true" /> Add a product
        </Button>
      </div>

      <SearchFilters region="Products" label="Search products" placeholder="Name, address or SKU" q={q} onSearch={(next) => update('q', next || null)}>
        <ListFilter label="Status" value={status} options={productStatuses} labels={PRODUCT_STATUS_LABELS} onChange={(next) => update('status', next)} />
        <ListFilter label="Category" value={category} options={productCategories} labels={PRODUCT_CATEGORY_LABELS} onChange={(next) => update('category', next)} />
      </SearchFilters>

      {products.isError ? (
        <QueryError title="Could not load the products" error={products.error} onRetry={() => void products.refetch()} retrying={products.isFetching} />
      ) : null}

      <ProductsList
        caption={captionFor(status, category, q)}
        products={products.isError && !products.isPlaceholderData ? (data?.products ?? []) : data?.products}
        stale={products.isPlaceholderData}
        empty={empty}
        onEdit={(product) => edit(product.id)}
      />

      <Pager label="Products pages" page={page} shown={shownPage(data)} noun={['product', 'products']} loadingText={products.isError ? '' : 'Loading products…'} onPage={goToPage} />

      {editing !== null ? (
        <ProductEditor
          id={editing === 'new' ? null : editing}
          onClose={() => edit(null)}
          onCreated={(id) => edit(id)}
          onDeleted={() => {
            edit(null);
            setTimeout(() => heading.current?.focus(), 0);
          }}
        />
      ) : null}
    </div>
  );
}
