import { useId } from 'react';
import type { AdminOrder } from '@shared/api/shop';
import { useAdminOrder } from '../api';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './shop-badges';
import { PanelLoading, PanelSection, SidePanel } from './side-panel';
import { DateTime } from '@client/components/date-time';
import { formatCents } from '../format';
import { useLocale, useT } from '@client/lib/i18n';
import { countryName } from '@shared/countries';
import { DEFAULT_LOCALE, INTL_LOCALE } from '@shared/i18n/locales';
import { SHIPPING } from '../labels';
import { shopAdminMessages } from '../messages';

/**
 * Puts the focus on an element once any dialog that was open has closed and handed the focus back
 * (Radix does so a moment after it unmounts): the pressed button has gone with the order's old status.
 */
const focusAfterDialogs = (elementId: string) => requestAnimationFrame(() => requestAnimationFrame(() => document.getElementById(elementId)?.focus()));

const WHEN = 'MMM d, yyyy h:mm a';

type Step = Extract<keyof (typeof shopAdminMessages)['en'], `step.${string}`>;

/** Every step the order has taken, oldest first. */
function timeline(order: AdminOrder) {
  const steps: [Step, string | null][] = [
    ['step.placed', order.createdAt],
    ['step.paid', order.paidAt],
    ['step.packed', order.packedAt],
    ['step.shipped', order.shippedAt],
    ['step.delivered', order.deliveredAt],
    ['step.cancelled', order.cancelledAt],
    ['step.refunded', order.refundedAt],
  ];
  return steps.filter((step): step is [Step, string] => step[1] !== null);
}

/** Two sections side by side from 640 px, under one rule. */
const PAIR = 'grid gap-6 border-t border-slate-200 pt-6 sm:grid-cols-2 [&>section]:border-t-0 [&>section]:pt-0';

function Details({ order }: { order: AdminOrder }) {
  const id = useId();
  const t = useT(shopAdminMessages);
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const address = order.shippingAddress;
  const country = locale === DEFAULT_LOCALE ? countryName(address.country) : countryName(address.country, INTL_LOCALE[locale]);
  const lines = [address.name, address.line1, address.line2, [address.city, address.region, address.postalCode].filter(Boolean).join(', '), country].filter(Boolean);
  const method = t(SHIPPING[order.shippingMethod]);
  return (
    <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-4 py-6 sm:px-6">
      <PanelSection id={`${id}-next`} title={t('panel.next')}>
        <OrderActions order={order} onChanged={() => focusAfterDialogs(`${id}-next`)} />
      </PanelSection>

      <PanelSection id={`${id}-items`} title={t('panel.items')}>
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {order.items.map((item, index) => (
            <li key={`${item.sku}-${index}`} className="flex items-start gap-3 p-3">
              {item.image ? (
                <img src={item.image.url} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-md border border-slate-200 object-cover" />
              ) : null}
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold break-words text-slate-900">{item.productName}</p>
                <p className="text-slate-700">
                  {item.variantLabel} · {t('panel.sku')} <span className="font-mono">{item.sku}</span>
                </p>
                <p className="text-slate-700 tabular-nums">
                  {item.quantity} × {money(item.unitPriceCents)}
                </p>
              </div>
              <p className="text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">{money(item.lineTotalCents)}</p>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
          <dt className="text-slate-700">{t('panel.subtotal')}</dt>
          <dd className="text-right">{money(order.subtotalCents)}</dd>
          <dt className="text-slate-700">{t('panel.shipping', { method })}</dt>
          <dd className="text-right">{order.shippingCents === 0 ? t('panel.free') : money(order.shippingCents)}</dd>
          <dt className="font-semibold text-slate-900">{t('panel.total')}</dt>
          <dd className="text-right font-semibold text-slate-900">{money(order.totalCents)}</dd>
        </dl>
      </PanelSection>

      <div className={PAIR}>
        <PanelSection id={`${id}-customer`} title={t('panel.customer')}>
          <p className="text-sm break-words">
            <span className="block font-semibold text-slate-900">{order.customer.name ?? t('panel.noName')}</span>
            <a href={`mailto:${order.email}`} className="break-all text-brand-800 underline">
              {order.email}
            </a>
            <span className="block text-slate-700">{order.customer.userId ? t('panel.member') : t('panel.visitor')}</span>
          </p>
        </PanelSection>
        <PanelSection id={`${id}-ship-to`} title={t('panel.shipTo')}>
          <address className="text-sm break-words text-slate-900 not-italic">
            {lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            {address.phone ? <span className="block text-slate-700">{t('panel.phone', { phone: address.phone })}</span> : null}
          </address>
          <p className="text-sm text-slate-700">{t('panel.shippingMethod', { method })}</p>
        </PanelSection>
      </div>

      <div className={PAIR}>
        <PanelSection id={`${id}-payment`} title={t('panel.payment')}>
          <p className="text-sm text-slate-900">
            {order.provider === 'stripe' ? t('panel.paidStripe', { total: money(order.totalCents) }) : t('panel.paidTest', { total: money(order.totalCents) })}
          </p>
          {order.failureMessage ? <p className="text-sm text-red-800">{order.failureMessage}</p> : null}
          {order.carrier ? (
            <p className="text-sm text-slate-900">
              {t('panel.sentWith', { carrier: order.carrier })} <span className="font-mono break-all">{order.trackingNumber}</span>
            </p>
          ) : null}
        </PanelSection>
        <PanelSection id={`${id}-history`} title={t('panel.history')}>
          <ol className="space-y-1 text-sm">
            {timeline(order).map(([label, at]) => (
              <li key={label}>
                <span className="font-semibold text-slate-900">{t(label)}</span> <DateTime value={at} pattern={WHEN} />
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
  const t = useT(shopAdminMessages);
  const data = order.data;
  if (!data) {
    return (
      <PanelLoading
        query={order}
        closeLabel={t('panel.close')}
        onClose={onClose}
        titles={{ loading: t('panel.order'), missing: t('panel.notFound'), failed: t('panel.loadError') }}
        descriptions={{ loading: t('panel.loading'), missing: t('panel.missing') }}
      />
    );
  }
  return (
    <SidePanel
      title={t('panel.title', { number: data.number })}
      closeLabel={t('panel.close')}
      onClose={onClose}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={data.status} />
          <span>
            {t('panel.placed')} <DateTime value={data.createdAt} pattern={WHEN} />
          </span>
        </span>
      }
    >
      <Details order={data} />
    </SidePanel>
  );
}
