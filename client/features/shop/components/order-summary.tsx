import type { Cart } from '@shared/api/shop';
import { shippingOptionsFor, type ShippingMethod } from '@shared/shop';
import { useLocale, useT } from '@client/lib/i18n';
import { formatCents } from '../format';
import { shopMessages } from '../messages';
import { ProductPhoto } from './product-card';
import { Totals } from './totals';

type Props = { cart: Cart; country: string; method: ShippingMethod };

/** The checkout's side column: what is being bought, and the totals with the shipping chosen. */
export function OrderSummary({ cart, country, method }: Props) {
  const t = useT(shopMessages);
  const locale = useLocale();
  const shipping = shippingOptionsFor(country, cart.subtotalCents).find((option) => option.method === method);
  return (
    <section aria-labelledby="order-summary-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="order-summary-title" className="text-lg font-semibold text-slate-900">
        {t('summary.title')}
      </h2>
      <ul className="mt-4 space-y-3">
        {cart.lines.map((line) => (
          <li key={line.lineKey} className="flex gap-3 text-sm">
            <ProductPhoto image={line.image} className="size-14 shrink-0 rounded-md" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{line.productName}</p>
              <p className="text-slate-700">
                {line.variantLabel} · {line.quantity} × {formatCents(line.unitPriceCents, locale)}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-slate-900">{formatCents(line.lineTotalCents, locale)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <Totals subtotalCents={cart.subtotalCents} shipping={shipping ? { label: t('shipping.withMethod', { method: shipping.method }), cents: shipping.cents } : null} />
      </div>
    </section>
  );
}
