import { AlertTriangle, CheckCircle2, Clock, Package, Truck } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { CustomerOrder } from '@shared/api/shop';
import { countryName } from '@shared/countries';
import { ORDER_STATUS_LABELS, SHIPPING_METHOD_LABELS, SPLIT_PAIR_DAYS } from '@shared/shop';
import NotFoundPage from '@client/components/not-found-page';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { usePageMeta } from '@client/lib/page-meta';
import { isPaid, statusOf, useOrder } from '../api';
import { PageLoadError, PageLoading } from '../components/page-states';
import { ProductPhoto } from '../components/product-card';
import { Totals } from '../components/totals';
import { formatCents, orderDate } from '../format';
import { useCartDoneAfterPayment } from '../use-cart';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

function headingOf(order: CustomerOrder) {
  if (order.status === 'failed') return `Order ${order.number}: the payment did not go through`;
  if (order.status === 'expired') return `Order ${order.number} was not completed`;
  if (order.status === 'cancelled' || order.status === 'refunded') return `Order ${order.number}`;
  return `Thank you — order ${order.number}`;
}

/** What happens next, for where the order is now. */
function NextSteps({ order, signedIn }: { order: CustomerOrder; signedIn: boolean }) {
  if (order.status === 'pending') {
    return (
      <p role="status" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        We are waiting for your payment to be confirmed. This usually takes a few seconds, and this page updates by itself.
      </p>
    );
  }
  if (order.status === 'failed' || order.status === 'expired') {
    return (
      <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div>
          <p>
            {order.status === 'failed'
              ? (order.failureMessage ?? 'The payment was refused.')
              : 'The payment did not arrive in time, so the items were put back on the shelf.'}{' '}
            Nothing was charged.
          </p>
          <Button asChild className="mt-3">
            <Link to="/cart">Back to your cart</Link>
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
          Your half of the split pair is paid, and both pairs are held for you. We pack your shoes as soon as your buddy pays their half, within{' '}
          {SPLIT_PAIR_DAYS} days; if they don&apos;t, your payment is refunded in full.{' '}
          {order.splitPairId ? (
            <Link to={`/shop/split-pairs/${order.splitPairId}`} className={linkClass}>
              Follow the split pair
            </Link>
          ) : null}
        </span>
      </p>
    );
  }
  if (order.status === 'cancelled' || order.status === 'refunded') {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
        {order.status === 'refunded' ? (order.failureMessage ?? 'This order was refunded to the card it was paid with.') : 'This order was cancelled.'} If you have a question about
        it, please{' '}
        <Link to="/contact" className={linkClass}>
          contact us
        </Link>{' '}
        and quote {order.number}.
      </p>
    );
  }
  return (
    <div className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <CheckCircle2 aria-hidden="true" className="size-5 text-brand-700" /> What happens next
      </h2>
      <p>
        A receipt is on its way to <strong className="break-all text-slate-900">{order.email}</strong>.
      </p>
      {order.status === 'shipped' || order.status === 'delivered' ? (
        <p className="flex gap-2">
          <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            {order.status === 'delivered' ? 'Delivered. ' : 'On its way. '}
            {order.carrier ? `Sent with ${order.carrier}` : 'Sent'}
            {order.trackingNumber ? `, tracking number ${order.trackingNumber}` : ''}.
          </span>
        </p>
      ) : (
        <p className="flex gap-2">
          <Package aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>We pack your order by hand. When it ships, we e-mail you the carrier and the tracking number.</span>
        </p>
      )}
      <p>
        {signedIn ? (
          <>
            Your orders are listed in{' '}
            <Link to="/profile" className={linkClass}>
              your profile
            </Link>
            .
          </>
        ) : (
          'Your receipt has a link back to this page, so you can check on your order at any time.'
        )}
      </p>
    </div>
  );
}

function OrderDetails({ order }: { order: CustomerOrder }) {
  const address = order.shippingAddress;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="order-items-title" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="order-items-title" className="text-lg font-semibold text-slate-900">
          Items
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
                  {item.variantLabel} · {item.quantity} × {formatCents(item.unitPriceCents)}
                </p>
              </div>
              <p className="shrink-0 font-semibold text-slate-900">{formatCents(item.lineTotalCents)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <Totals subtotalCents={order.subtotalCents} shipping={{ label: `Shipping (${SHIPPING_METHOD_LABELS[order.shippingMethod].toLowerCase()})`, cents: order.shippingCents }} />
        </div>
      </section>
      <section aria-labelledby="order-shipping-title" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="order-shipping-title" className="text-lg font-semibold text-slate-900">
          Shipping to
        </h2>
        <address className="mt-3 text-slate-800 not-italic">
          {[address.name, address.line1, address.line2, [address.city, address.region, address.postalCode].filter(Boolean).join(', '), countryName(address.country)]
            .filter(Boolean)
            .map((line) => (
              <span key={line} className="block break-words">
                {line}
              </span>
            ))}
          {address.phone ? <span className="mt-2 block">Phone: {address.phone}</span> : null}
        </address>
        <p className="mt-3 text-sm text-slate-700">{SHIPPING_METHOD_LABELS[order.shippingMethod]} shipping</p>
      </section>
    </div>
  );
}

function Order({ order }: { order: CustomerOrder }) {
  const heading = headingOf(order);
  usePageMeta(heading, `Your order ${order.number} from the Clubfoot Community shop: its status, items and shipping.`);
  const { isAuthenticated } = useAuth();
  useCartDoneAfterPayment(order.number, isPaid(order.status));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">{heading}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
          <span>
            Status:{' '}
            <strong className="text-slate-900" data-testid="order-status">
              {ORDER_STATUS_LABELS[order.status]}
            </strong>
          </span>
          <span aria-hidden="true">·</span>
          <span>Placed on {orderDate(order.createdAt)}</span>
        </p>
      </div>
      <NextSteps order={order} signedIn={isAuthenticated} />
      <OrderDetails order={order} />
      <p>
        <Link to="/shop" className={linkClass}>
          Continue shopping
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
  const status = query.isError ? statusOf(query.error) : null;
  // A wrong or missing token, or someone else's order: not found (a visitor without a token may be a member who must sign in).
  if (status !== null && status >= 400 && status < 500) return <NotFoundPage forVisitor={!token && !isAuthenticated} />;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        {query.isPending ? (
          <PageLoading label="Loading your order" />
        ) : query.isError ? (
          <PageLoadError heading="Your order" title="Could not load your order" query={query} />
        ) : (
          <Order order={query.data} />
        )}
      </div>
    </div>
  );
}
