import { AlertTriangle, CheckCircle2, Clock, Package, Truck } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { CustomerOrder } from '@shared/api/shop';
import { countryName } from '@shared/countries';
import { SPLIT_PAIR_DAYS } from '@shared/shop';
import NotFoundPage from '@client/components/not-found-page';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { isPaid, statusOf, useOrder } from '../api';
import { PageLoadError, PageLoading } from '../components/page-states';
import { ProductPhoto } from '../components/product-card';
import { Totals } from '../components/totals';
import { formatCents, orderDate, type ShopT } from '../format';
import { shopMessages } from '../messages';
import { useCartDoneAfterPayment } from '../use-cart';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

function headingOf(order: CustomerOrder, t: ShopT) {
  const state = order.status === 'failed' || order.status === 'expired' ? order.status : order.status === 'cancelled' || order.status === 'refunded' ? 'closed' : 'placed';
  return t('order.heading', { state, number: order.number });
}

/** What happens next, for where the order is now. */
function NextSteps({ order, signedIn }: { order: CustomerOrder; signedIn: boolean }) {
  const t = useT(shopMessages);
  if (order.status === 'pending') {
    return (
      <p role="status" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('payment.waiting')}
      </p>
    );
  }
  if (order.status === 'failed' || order.status === 'expired') {
    return (
      <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div>
          <p>
            {order.status === 'failed' ? (order.failureMessage ?? t('order.refused')) : t('order.tooLate')} {t('order.nothingCharged')}
          </p>
          <Button asChild className="mt-3">
            <Link to="/cart">{t('order.backToCart')}</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (order.status === 'awaiting-partner') {
    return (
      <p role="status" className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          {t('order.awaitingPartner', { days: SPLIT_PAIR_DAYS })}{' '}
          {order.splitPairId ? (
            <Link to={`/shop/split-pairs/${order.splitPairId}`} className={linkClass}>
              {t('order.followSplit')}
            </Link>
          ) : null}
        </span>
      </p>
    );
  }
  if (order.status === 'cancelled' || order.status === 'refunded') {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
        {order.status === 'refunded' ? (order.failureMessage ?? t('order.refunded')) : t('order.cancelled')}{' '}
        <Rich
          t={t}
          k="order.question"
          values={{ number: order.number }}
          tags={{
            link: (text) => (
              <Link to="/contact" className={linkClass}>
                {text}
              </Link>
            ),
          }}
        />
      </p>
    );
  }
  return (
    <div className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <CheckCircle2 aria-hidden="true" className="size-5 text-brand-700" /> {t('order.next')}
      </h2>
      <p>
        <Rich
          t={t}
          k="order.receipt"
          values={{ email: order.email }}
          tags={{ strong: (text) => <strong className="break-all text-slate-900">{text}</strong> }}
        />
      </p>
      {order.status === 'shipped' || order.status === 'delivered' ? (
        <p className="flex gap-2">
          <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            {t('order.shipped', {
              delivered: order.status === 'delivered' ? 'yes' : 'no',
              hasCarrier: order.carrier ? 'yes' : 'no',
              carrier: order.carrier ?? '',
              hasTracking: order.trackingNumber ? 'yes' : 'no',
              tracking: order.trackingNumber ?? '',
            })}
          </span>
        </p>
      ) : (
        <p className="flex gap-2">
          <Package aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{t('order.packing')}</span>
        </p>
      )}
      <p>
        {signedIn ? (
          <Rich
            t={t}
            k="order.listed"
            tags={{
              link: (text) => (
                <Link to="/profile" className={linkClass}>
                  {text}
                </Link>
              ),
            }}
          />
        ) : (
          t('order.receiptLink')
        )}
      </p>
    </div>
  );
}

function OrderDetails({ order }: { order: CustomerOrder }) {
  const address = order.shippingAddress;
  const t = useT(shopMessages);
  const locale = useLocale();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="order-items-title" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="order-items-title" className="text-lg font-semibold text-slate-900">
          {t('cart.items')}
        </h2>
        <ul className="mt-4 divide-y divide-slate-200">
          {order.items.map((item, index) => (
            <li key={`${item.sku}-${index}`} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <ProductPhoto image={item.image} className="size-16 shrink-0 rounded-md" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  {item.productSlug ? (
                    <Link to={`/shop/products/${item.productSlug}`} className="hover:text-brand-800 hover:underline">
                      {item.productName}
                    </Link>
                  ) : (
                    item.productName
                  )}
                </p>
                <p className="text-sm text-slate-700">
                  {item.variantLabel} · {item.quantity} × {formatCents(item.unitPriceCents, locale)}
                </p>
              </div>
              <p className="shrink-0 font-semibold text-slate-900">{formatCents(item.lineTotalCents, locale)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <Totals subtotalCents={order.subtotalCents} shipping={{ label: t('shipping.withMethod', { method: order.shippingMethod }), cents: order.shippingCents }} />
        </div>
      </section>
      <section aria-labelledby="order-shipping-title" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="order-shipping-title" className="text-lg font-semibold text-slate-900">
          {t('order.shippingTo')}
        </h2>
        <address className="mt-3 text-slate-800 not-italic">
          {[address.name, address.line1, address.line2, [address.city, address.region, address.postalCode].filter(Boolean).join(', '), countryName(address.country)]
            .filter(Boolean)
            .map((line) => (
              <span key={line} className="block break-words">
                {line}
              </span>
            ))}
          {address.phone ? <span className="mt-2 block">{t('order.phone', { phone: address.phone })}</span> : null}
        </address>
        <p className="mt-3 text-sm text-slate-700">{t('shipping.methodShipping', { method: order.shippingMethod })}</p>
      </section>
    </div>
  );
}

function Order({ order }: { order: CustomerOrder }) {
  const t = useT(shopMessages);
  const locale = useLocale();
  const heading = headingOf(order, t);
  usePageMeta(heading, t('order.metaDescription', { number: order.number }));
  const { isAuthenticated } = useAuth();
  useCartDoneAfterPayment(order.number, isPaid(order.status));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">{heading}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
          <span>
            <Rich
              t={t}
              k="status.line"
              values={{ status: t(`orderStatus.${order.status}`) }}
              tags={{
                strong: (text) => (
                  <strong className="text-slate-900" data-testid="order-status">
                    {text}
                  </strong>
                ),
              }}
            />
          </span>
          <span aria-hidden="true">·</span>
          <span>{t('order.placedOn', { date: orderDate(order.createdAt, locale) })}</span>
        </p>
      </div>
      <NextSteps order={order} signedIn={isAuthenticated} />
      <OrderDetails order={order} />
      <p>
        <Link to="/shop" className={linkClass}>
          {t('cart.continue')}
        </Link>
      </p>
    </div>
  );
}

/** /shop/orders/:number (?token= for whoever placed it without signing in): the order's confirmation and status. */
export default function OrderPage() {
  const { number = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { isAuthenticated } = useAuth();
  const query = useOrder(number, token);
  const t = useT(shopMessages);
  const status = query.isError ? statusOf(query.error) : null;
  // A wrong or missing token, or someone else's order: not found (a visitor without a token may be a member who must sign in).
  if (status !== null && status >= 400 && status < 500) return <NotFoundPage forVisitor={!token && !isAuthenticated} />;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        {query.isPending ? (
          <PageLoading label={t('order.loading')} />
        ) : query.isError ? (
          <PageLoadError heading={t('order.title')} title={t('order.error')} query={query} />
        ) : (
          <Order order={query.data} />
        )}
      </div>
    </div>
  );
}
