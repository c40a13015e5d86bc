import { Truck, Undo2 } from 'lucide-react';
import { countryName } from '@shared/countries';
import { FREE_DOMESTIC_SHIPPING_FROM_CENTS, RETURNS_SUMMARY, SHIPPING_RATES, SHOP_HOME_COUNTRY } from '@shared/shop';
import { formatCents } from '../format';

const rate = (zone: keyof typeof SHIPPING_RATES, method: 'standard' | 'express') =>
  `${formatCents(SHIPPING_RATES[zone][method].cents)} (${SHIPPING_RATES[zone][method].days} business days)`;

/** The shop's shipping rates and returns promise, as the product page sums them up. */
export function ShippingSummary() {
  const home = countryName(SHOP_HOME_COUNTRY);
  return (
    <section aria-labelledby="shipping-returns-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="shipping-returns-title" className="text-lg font-semibold text-slate-900">
        Shipping and returns
      </h2>
      <div className="mt-3 flex gap-3">
        <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <ul className="space-y-1 text-sm text-slate-800">
          <li>
            <strong className="text-slate-900">{home}:</strong> standard {rate('domestic', 'standard')}, free on orders of{' '}
            {formatCents(FREE_DOMESTIC_SHIPPING_FROM_CENTS)} or more; express {rate('domestic', 'express')}.
          </li>
          <li>
            <strong className="text-slate-900">Everywhere else:</strong> standard {rate('international', 'standard')}; express{' '}
            {rate('international', 'express')}.
          </li>
        </ul>
      </div>
      <div className="mt-3 flex gap-3">
        <Undo2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p className="text-sm text-slate-800">{RETURNS_SUMMARY}</p>
      </div>
    </section>
  );
}
