import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@client/components/ui/card';
import { useLocale, useT } from '@client/lib/i18n';
import { orderPath, placedOrders, useMyOrders } from '../api';
import { formatCents, itemCount, orderDate } from '../format';
import { shopMessages } from '../messages';

/** The profile's side column: a member's orders, newest first, each linking to its page. */
export default function YourOrders() {
  const orders = placedOrders(useMyOrders(true).data?.orders);
  const t = useT(shopMessages);
  const locale = useLocale();
  if (orders.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="your-orders-heading">
        <CardContent>
          <h2 id="your-orders-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <ShoppingBag aria-hidden="true" className="size-5 text-brand-700" /> {t('orders.title')}
          </h2>
          <ul className="mt-4 divide-y divide-slate-200">
            {orders.map((order) => (
              <li key={order.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex items-baseline justify-between gap-3">
                  <Link to={orderPath(order.number)} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
                    {order.number}
                  </Link>
                  <span className="font-semibold text-slate-900">{formatCents(order.totalCents, locale)}</span>
                </div>
                <p className="mt-0.5 text-sm text-slate-700">
                  {orderDate(order.createdAt, locale)} · {itemCount(order.items.reduce((sum, item) => sum + item.quantity, 0), t)} ·{' '}
                  <span className="font-medium text-slate-900">{t(`orderStatus.${order.status}`)}</span>
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700">
            <Link to="/shop" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
              {t('orders.visitShop')}
            </Link>
          </p>
        </CardContent>
      </section>
    </Card>
  );
}
