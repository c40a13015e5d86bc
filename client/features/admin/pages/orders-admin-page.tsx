import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ORDER_STATUS_LABELS, orderStatuses, type OrderStatus } from '@shared/shop';
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

const readStatus = (value: string | null) => orderStatuses.find((status) => status === value) ?? null;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function captionFor(status: OrderStatus | null, q: string) {
  const what = status ? `Orders with the status ${ORDER_STATUS_LABELS[status].toLowerCase()}` : 'All orders';
  return `${what}${q ? ` matching “${q}”` : ''}, newest first`;
}

/** /admin/orders: the shop's orders, found by status, number, e-mail or name; one opens in a side panel (`?view=<id>`) to pack, ship or refund it. */
export default function OrdersAdminPage() {
  usePageMeta('Orders', 'The shop’s orders: pack and ship them, print packing slips, cancel or refund, and export them.');
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
    'The orders could not be loaded.'
  ) : beyondLastPage ? (
    <NoSuchPage page={page} onFirst={() => goToPage(1)} />
  ) : status !== null || q !== '' ? (
    'No orders match these filters.'
  ) : (
    'No orders yet. They appear here as soon as a customer starts a checkout.'
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Orders</h1>
          <p className="mt-2 text-slate-700">Pack and ship paid orders, print their packing slips, and cancel or refund when needed. Every change is recorded in the audit log.</p>
        </div>
        <Button asChild variant="outline" className="shrink-0">
          <a href={ordersExportHref({ status, q })} download>
            <Download aria-hidden="true" /> Export CSV<span className="sr-only"> of these orders</span>
          </a>
        </Button>
      </div>

      <ShopFigures heading="In figures" />

      <SearchFilters region="Orders" label="Search orders" placeholder="Order number, e-mail or name" q={q} onSearch={(next) => update('q', next || null)}>
        <ListFilter label="Status" value={status} options={orderStatuses} labels={ORDER_STATUS_LABELS} onChange={(next) => update('status', next)} />
      </SearchFilters>

      {orders.isError ? <QueryError title="Could not load the orders" error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} /> : null}

      <OrdersList
        caption={captionFor(status, q)}
        orders={orders.isError && !orders.isPlaceholderData ? (data?.orders ?? []) : data?.orders}
        stale={orders.isPlaceholderData}
        empty={empty}
        onView={(order) => view(order.id)}
      />

      <Pager label="Orders pages" page={page} shown={shownPage(data)} noun={['order', 'orders']} loadingText={orders.isError ? '' : 'Loading orders…'} onPage={goToPage} />

      {viewing && UUID.test(viewing) ? <OrderPanel id={viewing.toLowerCase()} onClose={() => view(null)} /> : null}
    </div>
  );
}
