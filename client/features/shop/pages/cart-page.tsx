import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { Cart } from '@shared/api/shop';
import { shippingOptionsFor } from '@shared/shop';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/field';
import { useCountryOptions } from '@client/lib/country-options';
import { useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { setShippingCountry, useShippingCountry } from '../browser-cart';
import { CartLines } from '../components/cart-lines';
import { CartError, CartLoading, EmptyCart } from '../components/cart-states';
import { Totals } from '../components/totals';
import { businessDays, formatCents, itemCount } from '../format';
import { shopMessages } from '../messages';
import { checkoutTexts } from '../notices';
import { useCart } from '../use-cart';

/** Shipping to the chosen country (priced from the subtotal as the server does), the total, and the way to checkout. */
function Summary({ cart }: { cart: Cart }) {
  const country = useShippingCountry();
  const countries = useCountryOptions();
  const t = useT(shopMessages);
  const locale = useLocale();
  const options = shippingOptionsFor(country, cart.subtotalCents);
  const cheapest = options[0];
  const problems = cart.lines.some((line) => line.problem);
  return (
    <section aria-labelledby="cart-summary-title" className="space-y-5 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="cart-summary-title" className="text-lg font-semibold text-slate-900">
        {t('summary.title')}
      </h2>
      <SelectField
        label={t('cart.shipTo')}
        autoComplete="country"
        emptyLabel={null}
        options={countries}
        value={country}
        onChange={(event) => setShippingCountry(event.target.value)}
      />
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t('cart.shipping')}</h3>
        <ul className="mt-1 space-y-1 text-sm text-slate-800" data-testid="shipping-options">
          {options.map((option) => (
            <li key={option.method} className="flex justify-between gap-3">
              <span>
                {t(`method.${option.method}`)} ({businessDays(option.days, t)})
              </span>
              <span className="font-semibold text-slate-900">{option.cents === 0 ? t('totals.free') : formatCents(option.cents, locale)}</span>
            </li>
          ))}
        </ul>
      </div>
      <Totals
        subtotalCents={cart.subtotalCents}
        shipping={cheapest ? { label: t('shipping.withMethod', { method: cheapest.method }), cents: cheapest.cents } : null}
        totalLabel={t('totals.total')}
      />
      {problems ? (
        <p role="alert" className="flex gap-2 rounded-md bg-red-50 p-3 text-sm text-red-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
          {checkoutTexts(t).linesToFix}
        </p>
      ) : null}
      {problems ? (
        <Button size="lg" className="w-full" disabled>
          {t('cart.checkout')}
        </Button>
      ) : (
        <Button asChild size="lg" className="w-full">
          <Link to="/checkout">{t('cart.checkout')}</Link>
        </Button>
      )}
    </section>
  );
}

/** /cart: the whole cart, for visitors (kept in the browser) and members (kept with their account). */
export default function CartPage() {
  const t = useT(shopMessages);
  usePageMeta(t('cart.title'), t('cart.metaDescription'));
  const view = useCart();
  const { cart } = view;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        <Link to="/shop" className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> {t('cart.continue')}
        </Link>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('cart.title')}</h1>
        {cart && cart.lines.length > 0 ? <p className="mt-1 text-slate-700">{itemCount(cart.itemCount, t)}</p> : null}
        <div className="mt-6">
          {!cart ? (
            view.error ? (
              <CartError view={view} />
            ) : (
              <CartLoading />
            )
          ) : cart.lines.length === 0 ? (
            <EmptyCart />
          ) : (
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
              <section aria-labelledby="cart-items-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-busy={view.isFetching}>
                <h2 id="cart-items-title" className="sr-only">
                  {t('cart.items')}
                </h2>
                <CartLines lines={cart.lines} setQuantity={view.setQuantity} />
              </section>
              <Summary cart={cart} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
