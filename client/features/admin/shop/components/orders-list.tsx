import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminOrder } from '@shared/api/shop';
import { Button } from '@client/components/ui/button';
import { ResponsiveList } from './responsive-list';
import { OrderStatusBadge } from './shop-badges';
import { DateTime } from '@client/components/date-time';
import { formatCents } from '../format';
import { useLocale, useT } from '@client/lib/i18n';
import type { ShopAdminT } from '../labels';
import { shopAdminMessages } from '../messages';

type Props = {
  caption: string;
  orders: AdminOrder[] | undefined;
  stale: boolean;
  empty: ReactNode;
  onView: (order: AdminOrder) => void;
};

export const ORDER_COLUMNS = ['orders.col.order', 'orders.col.date', 'orders.col.customer', 'orders.col.items', 'orders.col.total', 'orders.col.status', 'orders.col.actions'] as const satisfies readonly (keyof (typeof shopAdminMessages)['en'])[];

/** When it was paid (or placed, for one that never was). */
const dateOf = (order: AdminOrder) => order.paidAt ?? order.createdAt;
const units = (order: AdminOrder) => order.items.reduce((sum, item) => sum + item.quantity, 0);
/** '3 items: Ponseti boots, Brace socks' */
const itemsText = (order: AdminOrder, t: ShopAdminT) => t('orders.items', { count: units(order), names: [...new Set(order.items.map((item) => item.productName))].join(', ') });

function Customer({ order }: { order: AdminOrder }) {
  return (
    <>
      <span className="block font-semibold break-words text-slate-900">{order.customer.name ?? order.email}</span>
      <span className="block text-xs break-all text-slate-700">{order.email}</span>
    </>
  );
}

function Status({ order }: { order: AdminOrder }) {
  return (
    <>
      <OrderStatusBadge status={order.status} />
      {order.status === 'shipped' && order.carrier ? (
        <span className="mt-1 block text-xs break-all text-slate-700">
          {order.carrier} {order.trackingNumber}
        </span>
      ) : null}
    </>
  );
}

function ViewButton({ order, onView }: { order: AdminOrder; onView: Props['onView'] }) {
  const t = useT(shopAdminMessages);
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => onView(order)}>
      <Eye aria-hidden="true" /> {t('orders.view')}<span className="sr-only">{t('orders.viewHidden', { number: order.number })}</span>
    </Button>
  );
}

function OrderRow({ order, onView }: { order: AdminOrder; onView: Props['onView'] }) {
  const t = useT(shopAdminMessages);
  const locale = useLocale();
  return (
    <tr className="align-top" data-order-id={order.id}>
      <th scope="row" className="px-4 py-3 text-left font-semibold whitespace-nowrap text-slate-900">
        {order.number}
      </th>
      <td className="px-4 py-3 whitespace-nowrap">
        <DateTime value={dateOf(order)} pattern="MMM d, yyyy" />
      </td>
      <td className="max-w-56 px-4 py-3">
        <Customer order={order} />
      </td>
      <td className="max-w-64 px-4 py-3 break-words">{itemsText(order, t)}</td>
      <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatCents(order.totalCents, locale)}</td>
      <td className="px-4 py-3">
        <Status order={order} />
      </td>
      <td className="px-4 py-3">
        <ViewButton order={order} onView={onView} />
      </td>
    </tr>
  );
}

/** A phone's card for one order. */
function OrderCard({ order, onView }: { order: AdminOrder; onView: Props['onView'] }) {
  const t = useT(shopAdminMessages);
  const locale = useLocale();
  return (
    <li className="space-y-2 p-4" data-order-id={order.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{order.number}</h3>
        <Status order={order} />
      </div>
      <div className="text-sm">
        <Customer order={order} />
      </div>
      <p className="text-sm break-words text-slate-800">{itemsText(order, t)}</p>
      <p className="text-sm text-slate-700">
        <DateTime value={dateOf(order)} pattern="MMM d, yyyy" /> · <span className="tabular-nums">{formatCents(order.totalCents, locale)}</span>
      </p>
      <ViewButton order={order} onView={onView} />
    </li>
  );
}

/** The orders, newest first: a table on wide screens, cards on phones. */
export function OrdersList({ caption, orders, stale, empty, onView }: Props) {
  const t = useT(shopAdminMessages);
  return (
    <ResponsiveList
      caption={caption}
      columns={ORDER_COLUMNS.map((column) => t(column))}
      items={orders}
      stale={stale}
      empty={empty}
      row={(order) => <OrderRow key={order.id} order={order} onView={onView} />}
      card={(order) => <OrderCard key={order.id} order={order} onView={onView} />}
    />
  );
}
