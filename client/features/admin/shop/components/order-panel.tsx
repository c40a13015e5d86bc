import { format } from 'date-fns';
import { useId } from 'react';
import type { AdminOrder } from '@shared/api/shop';
import { countryName } from '@shared/countries';
import { formatCents, SHIPPING_METHOD_LABELS } from '@shared/shop';
import { useAdminOrder } from '../api';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './shop-badges';
import { PanelLoading, PanelSection, SidePanel } from './side-panel';

/**
 * Puts the focus on an element once any dialog that was open has closed and handed the focus back
 * (Radix does so a moment after it unmounts): the pressed button has gone with the order's old status.
 */
const focusAfterDialogs = (elementId: string) => requestAnimationFrame(() => requestAnimationFrame(() => document.getElementById(elementId)?.focus()));

const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy h:mm a');

/** Every step the order has taken, oldest first. */
function timeline(order: AdminOrder) {
  const steps: [string, string | null][] = [
    ['Placed', order.createdAt],
    ['Paid', order.paidAt],
    ['Packed', order.packedAt],
    ['Shipped', order.shippedAt],
    ['Delivered', order.deliveredAt],
    ['Cancelled', order.cancelledAt],
    ['Refunded', order.refundedAt],
  ];
  return steps.filter((step): step is [string, string] => step[1] !== null);
}

/** Two sections side by side from 640 px, under one rule. */
const PAIR = 'grid gap-6 border-t border-slate-200 pt-6 sm:grid-cols-2 [&>section]:border-t-0 [&>section]:pt-0';

function Details({ order }: { order: AdminOrder }) {
  const id = useId();
  const address = order.shippingAddress;
  const lines = [address.name, address.line1, address.line2, [address.city, address.region, address.postalCode].filter(Boolean).join(', '), countryName(address.country)].filter(Boolean);
  return (
    <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-4 py-6 sm:px-6">
      <PanelSection id={`${id}-next`} title="Next step">
        <OrderActions order={order} onChanged={() => focusAfterDialogs(`${id}-next`)} />
      </PanelSection>

      <PanelSection id={`${id}-items`} title="Items">
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {order.items.map((item, index) => (
            <li key={`${item.sku}-${index}`} className="flex items-start gap-3 p-3">
              {item.image ? (
                <img src={item.image.url} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-md border border-slate-200 object-cover" />
              ) : null}
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold break-words text-slate-900">{item.productName}</p>
                <p className="text-slate-700">
                  {item.variantLabel} · SKU <span className="font-mono">{item.sku}</span>
                </p>
                <p className="text-slate-700 tabular-nums">
                  {item.quantity} × {formatCents(item.unitPriceCents)}
                </p>
              </div>
              <p className="text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">{formatCents(item.lineTotalCents)}</p>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
          <dt className="text-slate-700">Subtotal</dt>
          <dd className="text-right">{formatCents(order.subtotalCents)}</dd>
          <dt className="text-slate-700">Shipping ({SHIPPING_METHOD_LABELS[order.shippingMethod]})</dt>
          <dd className="text-right">{order.shippingCents === 0 ? 'Free' : formatCents(order.shippingCents)}</dd>
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="text-right font-semibold text-slate-900">{formatCents(order.totalCents)}</dd>
        </dl>
      </PanelSection>

      <div className={PAIR}>
        <PanelSection id={`${id}-customer`} title="Customer">
          <p className="text-sm break-words">
            <span className="block font-semibold text-slate-900">{order.customer.name ?? 'No name given'}</span>
            <a href={`mailto:${order.email}`} className="break-all text-brand-800 underline">
              {order.email}
            </a>
            <span className="block text-slate-700">{order.customer.userId ? 'Member' : 'Visitor (no account)'}</span>
          </p>
        </PanelSection>
        <PanelSection id={`${id}-ship-to`} title="Ship to">
          <address className="text-sm break-words text-slate-900 not-italic">
            {lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            {address.phone ? <span className="block text-slate-700">Phone: {address.phone}</span> : null}
          </address>
          <p className="text-sm text-slate-700">{SHIPPING_METHOD_LABELS[order.shippingMethod]} shipping</p>
        </PanelSection>
      </div>

      <div className={PAIR}>
        <PanelSection id={`${id}-payment`} title="Payment">
          <p className="text-sm text-slate-900">
            {formatCents(order.totalCents)} by card, {order.provider === 'stripe' ? 'through Stripe' : 'in test mode (no real money)'}
          </p>
          {order.failureMessage ? <p className="text-sm text-red-800">{order.failureMessage}</p> : null}
          {order.carrier ? (
            <p className="text-sm text-slate-900">
              Sent with {order.carrier}, tracking number <span className="font-mono break-all">{order.trackingNumber}</span>
            </p>
          ) : null}
        </PanelSection>
        <PanelSection id={`${id}-history`} title="History">
          <ol className="space-y-1 text-sm">
            {timeline(order).map(([label, at]) => (
              <li key={label}>
                <span className="font-semibold text-slate-900">{label}</span> <time dateTime={at}>{when(at)}</time>
              </li>
            ))}
          </ol>
        </PanelSection>
      </div>
    </div>
  );
}

/** One order in a side panel (`/admin/orders?view=<id>`): its next step, items, customer, address, payment and history. */
export function OrderPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const order = useAdminOrder(id);
  const data = order.data;
  if (!data) {
    return (
      <PanelLoading
        query={order}
        closeLabel="Close the order"
        onClose={onClose}
        titles={{ loading: 'Order', missing: 'Order not found', failed: 'Could not load the order' }}
        descriptions={{ loading: 'Loading the order…', missing: 'There is no such order.' }}
      />
    );
  }
  return (
    <SidePanel
      title={`Order ${data.number}`}
      closeLabel="Close the order"
      onClose={onClose}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={data.status} />
          <span>
            Placed <time dateTime={data.createdAt}>{when(data.createdAt)}</time>
          </span>
        </span>
      }
    >
      <Details order={data} />
    </SidePanel>
  );
}
