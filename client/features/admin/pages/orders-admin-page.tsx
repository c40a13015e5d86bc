import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { orderStatuses, type OrderStatus } from '@shared/shop';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { usePageMeta } from '@client/lib/page-meta';
import { ListFilter } from '../components/list-filter';
import { NoSuchPage, Pager, shownPage } from '../components/pager';
import { useListParams } from '../components/use-list-params';
import { ordersExportHref, SHOP_SEARCH_MAX_LENGTH, useAdminOrders } from '../shop/api';
import { OrderPanel } from '../shop/components/order-panel';
import { OrdersList } from '../shop/components/orders-list';
import { SearchFilters } from '../shop/components/search-filters';
import { ShopFigures } from '../shop/components/shop-figures';
import { labelsOf, ORDER_STATUS, type ShopAdminT } from '../shop/labels';
import { shopAdminMessages } from '../shop/messages';
import { useT } from '@client/lib/i18n';

const readStatus = (value: string | null) => orderStatuses.find((status) => status === value) ?? null;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function captionFor(status: OrderStatus | null, q: string, t: ShopAdminT) {
  return t('orders.caption', { hasStatus: status ? 'yes' : 'no', status: status ? t(ORDER_STATUS[status]).toLowerCase() : '', hasQuery: q ? 'yes' : 'no', q });
}

/** /admin/orders: the shop's orders, found by status, number, e-mail or name; one opens in a side panel (`?view=<id>`) to pack, ship or refund it. */
export default function OrdersAdminPage() {
  const t = useT(shopAdminMessages);
  usePageMeta(t('orders.title'), t('orders.description'));
  const { searchParams, page, update, goToPage } = useListParams<'status' | 'q'>();
  const [, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams.get('status'));
  const q = (searchParams.get('q') ?? '').trim().slice(0, SHOP_SEARCH_MAX_LENGTH);
  const viewing = searchParams.get('view');
  const orders = useAdminOrders({ status, q, page });

  // Opening or closing an order keeps the list as it is (its filters and page).
  const view = (id: string | null) =>
    setSearchParams(() => {
      const params = new URLSearchParams(window.location.search);
      if (id) params.set('view', id);
      else params.delete('view');
      return params;
    });

  const data = orders.data;
  const beyondLastPage = data !== undefined && data.orders.length === 0 && data.total > 0;
  const empty = orders.isError ? (
    t('orders.notLoaded')
  ) : beyondLastPage ? (
    <NoSuchPage page={page} onFirst={() => goToPage(1)} />
  ) : status !== null || q !== '' ? (
    t('orders.noMatch')
  ) : (
    t('orders.empty')
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('orders.title')}</h1>
          <p className="mt-2 text-slate-700">{t('orders.intro')}</p>
        </div>
        <Button asChild variant="outline" className="shrink-0">
          <a href={ordersExportHref({ status, q })} download>
            <Download aria-hidden="true" /> {t('orders.export')}<span className="sr-only">{t('orders.exportHidden')}</span>
          </a>
        </Button>
      </div>

      <ShopFigures heading={t('orders.inFigures')} />

      <SearchFilters region={t('orders.title')} label={t('orders.search')} placeholder={t('orders.searchPlaceholder')} q={q} onSearch={(next) => update('q', next || null)}>
        <ListFilter label={t('filter.status')} value={status} options={orderStatuses} labels={labelsOf(ORDER_STATUS, t)} allLabel={t('filter.all')} onChange={(next) => update('status', next)} />
      </SearchFilters>

      {orders.isError ? <QueryError title={t('orders.loadError')} error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} /> : null}

      <OrdersList
        caption={captionFor(status, q, t)}
        orders={orders.isError && !orders.isPlaceholderData ? (data?.orders ?? []) : data?.orders}
        stale={orders.isPlaceholderData}
        empty={empty}
        onView={(order) => view(order.id)}
      />

      <Pager
        label={t('orders.pages')}
        page={page}
        shown={shownPage(data)}
        noun={[t('orders.noun.one'), t('orders.noun.other')]}
        loadingText={orders.isError ? '' : t('orders.loading')} onPage={goToPage} />

      {viewing && UUID.test(viewing) ? <OrderPanel id={viewing.toLowerCase()} onClose={() => view(null)} /> : null}
    </div>
  );
}
