import { Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { productCategories, type ProductCategory, productStatuses, type ProductStatus } from '@shared/shop';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { usePageMeta } from '@client/lib/page-meta';
import { ListFilter } from '../components/list-filter';
import { NoSuchPage, Pager, shownPage } from '../components/pager';
import { useListParams } from '../components/use-list-params';
import { SHOP_SEARCH_MAX_LENGTH, useAdminProducts } from '../shop/api';
import { useOpenReviewReportCount } from '../shop/review-api';
import { ProductEditor } from '../shop/components/product-editor';
import { ProductsList } from '../shop/components/products-list';
import { ReviewReports } from '../shop/components/review-reports';
import { SearchFilters } from '../shop/components/search-filters';
import { CATEGORY, labelsOf, PRODUCT_STATUS, type ShopAdminT } from '../shop/labels';
import { shopAdminMessages } from '../shop/messages';
import { useT } from '@client/lib/i18n';

const readStatus = (value: string | null) => productStatuses.find((status) => status === value) ?? null;
const readCategory = (value: string | null) => productCategories.find((category) => category === value) ?? null;
type Tab = 'products' | 'reviews';
const readTab = (value: string | null): Tab => (value === 'reviews' ? 'reviews' : 'products');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?edit=` as a product id, 'new' for a new product, or null. */
const readEditing = (value: string | null) => (value === 'new' ? 'new' : value && UUID.test(value) ? value.toLowerCase() : null);

/** 'All products', 'Draft products in Boots matching “bar”', ... */
function captionFor(status: ProductStatus | null, category: ProductCategory | null, q: string, t: ShopAdminT) {
  return t('products.caption', {
    hasStatus: status ? 'yes' : 'no',
    status: status ? t(PRODUCT_STATUS[status]) : '',
    hasCategory: category ? 'yes' : 'no',
    category: category ? t(CATEGORY[category]) : '',
    hasQuery: q ? 'yes' : 'no',
    q,
  });
}

/** The products with their filters, list and pages (`?status=`, `?category=`, `?q=`, `?page=`). */
function ProductsTab({ onEdit }: { onEdit: (id: string) => void }) {
  const { searchParams, page, update, goToPage } = useListParams<'status' | 'category' | 'q'>();
  const status = readStatus(searchParams.get('status'));
  const category = readCategory(searchParams.get('category'));
  const q = (searchParams.get('q') ?? '').trim().slice(0, SHOP_SEARCH_MAX_LENGTH);
  const products = useAdminProducts({ status, category, q, page });
  const t = useT(shopAdminMessages);

  const data = products.data;
  const beyondLastPage = data !== undefined && data.products.length === 0 && data.total > 0;
  const filtered = status !== null || category !== null || q !== '';
  const empty = products.isError ? (
    t('products.notLoaded')
  ) : beyondLastPage ? (
    <NoSuchPage page={page} onFirst={() => goToPage(1)} />
  ) : filtered ? (
    t('products.noMatch')
  ) : (
    t('products.empty')
  );

  return (
    <>
      <SearchFilters region={t('products.title')} label={t('products.search')} placeholder={t('products.searchPlaceholder')} q={q} onSearch={(next) => update('q', next || null)}>
        <ListFilter label={t('filter.status')} value={status} options={productStatuses} labels={labelsOf(PRODUCT_STATUS, t)} allLabel={t('filter.all')} onChange={(next) => update('status', next)} />
        <ListFilter label={t('filter.category')} value={category} options={productCategories} labels={labelsOf(CATEGORY, t)} allLabel={t('filter.all')} onChange={(next) => update('category', next)} />
      </SearchFilters>

      {products.isError ? (
        <QueryError title={t('products.loadError')} error={products.error} onRetry={() => void products.refetch()} retrying={products.isFetching} />
      ) : null}

      <ProductsList
        caption={captionFor(status, category, q, t)}
        products={products.isError && !products.isPlaceholderData ? (data?.products ?? []) : data?.products}
        stale={products.isPlaceholderData}
        empty={empty}
        onEdit={(product) => onEdit(product.id)}
      />

      <Pager
        label={t('products.pages')}
        page={page}
        shown={shownPage(data)}
        noun={[t('products.noun.one'), t('products.noun.other')]}
        loadingText={products.isError ? '' : t('products.loading')} onPage={goToPage} />
    </>
  );
}

const TAB_CLASS =
  '-mb-px inline-flex items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

/**
 * /admin/products: the shop's products with their stock and prices, found by status, category or
 * words, and edited in a side panel (`?edit=<id>`); and, in its own tab (`?tab=reviews&status=open`),
 * the product reviews members reported.
 */
export default function ProductsAdminPage() {
  const t = useT(shopAdminMessages);
  usePageMeta(t('products.title'), t('products.description'));
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  const editing = readEditing(searchParams.get('edit'));
  const openReports = useOpenReviewReportCount().data ?? 0;
  const heading = useRef<HTMLHeadingElement>(null);

  // Opening or closing the editor keeps the list as it is (its filters and page).
  const edit = (next: string | null) =>
    setSearchParams(() => {
      const params = new URLSearchParams(window.location.search);
      if (next) params.set('edit', next);
      else params.delete('edit');
      return params;
    });
  // Each tab starts with its own filters: `status` is a product's on one and a report's on the other.
  const chooseTab = (next: Tab) => setSearchParams(next === 'reviews' ? { tab: 'reviews', status: 'open' } : {});

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus-visible:outline-none">
            {t('products.title')}
          </h1>
          <p className="mt-2 text-slate-700">{t('products.intro')}</p>
        </div>
        {tab === 'products' ? (
          <Button type="button" className="shrink-0" onClick={() => edit('new')}>
            <Plus aria-hidden="true" /> {t('products.add')}
          </Button>
        ) : null}
      </div>

      <Tabs.Root value={tab} onValueChange={(next) => chooseTab(readTab(next))} className="space-y-6">
        <Tabs.List aria-label={t('products.tabs')} className="flex gap-1 overflow-x-auto border-b border-slate-200">
          <Tabs.Trigger value="products" className={TAB_CLASS}>
            {t('products.title')}
          </Tabs.Trigger>
          <Tabs.Trigger value="reviews" className={TAB_CLASS}>
            {t('products.reportedReviews')}
            {openReports > 0 ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold tabular-nums text-amber-900">
                {openReports}
                <span className="sr-only">{t('products.openHidden')}</span>
              </span>
            ) : null}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="products" className="space-y-6 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700">
          <ProductsTab onEdit={edit} />
        </Tabs.Content>
        <Tabs.Content value="reviews" className="rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700">
          <ReviewReports />
        </Tabs.Content>
      </Tabs.Root>

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
