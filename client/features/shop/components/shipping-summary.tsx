import { Truck, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { countryName } from '@shared/countries';
import { FREE_DOMESTIC_SHIPPING_FROM_CENTS, SHIPPING_RATES, SHOP_HOME_COUNTRY } from '@shared/shop';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { businessDays, formatCents } from '../format';
import { shopMessages } from '../messages';

const strong = (text: ReactNode) => <strong className="text-slate-900">{text}</strong>;

/** The shop's shipping rates and returns promise, as the product page sums them up. */
export function ShippingSummary() {
  const t = useT(shopMessages);
  const locale = useLocale();
  const home = countryName(SHOP_HOME_COUNTRY);
  const rate = (zone: keyof typeof SHIPPING_RATES, method: 'standard' | 'express') =>
    t('shipping.rate', { price: formatCents(SHIPPING_RATES[zone][method].cents, locale), days: businessDays(SHIPPING_RATES[zone][method].days, t) });
  return (
    <section aria-labelledby="shipping-returns-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="shipping-returns-title" className="text-lg font-semibold text-slate-900">
        {t('shipping.title')}
      </h2>
      <div className="mt-3 flex gap-3">
        <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <ul className="space-y-1 text-sm text-slate-800">
          <li>
            <Rich
              t={t}
              k="shipping.home"
              values={{
                home,
                standard: rate('domestic', 'standard'),
                free: formatCents(FREE_DOMESTIC_SHIPPING_FROM_CENTS, locale),
                express: rate('domestic', 'express'),
              }}
              tags={{ strong }}
            />
          </li>
          <li>
            <Rich t={t} k="shipping.elsewhere" values={{ standard: rate('international', 'standard'), express: rate('international', 'express') }} tags={{ strong }} />
          </li>
        </ul>
      </div>
      <div className="mt-3 flex gap-3">
        <Undo2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p className="text-sm text-slate-800">{t('shipping.returns')}</p>
      </div>
    </section>
  );
}
