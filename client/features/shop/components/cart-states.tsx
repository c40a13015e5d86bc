import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import type { CartView } from '../use-cart';
import { useT } from '@client/lib/i18n';
import { shopMessages } from '../messages';

/** An empty cart: said kindly, with the way to the shop. */
export function EmptyCart({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT(shopMessages);
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center" data-testid="empty-cart">
      <ShoppingCart aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <h2 className="mt-3 text-xl font-semibold text-slate-900">{t('cart.empty.title')}</h2>
      <p className="mx-auto mt-2 max-w-sm text-slate-700">{t('cart.empty.text')}</p>
      <Button asChild className="mt-6">
        <Link to="/shop" onClick={onNavigate}>
          {t('cart.empty.action')}
        </Link>
      </Button>
    </div>
  );
}

/** While the cart is read: its lines' shapes. */
export function CartLoading() {
  const t = useT(shopMessages);
  return (
    <div role="status" aria-busy="true" aria-label={t('cart.loading')} className="space-y-4">
      {[0, 1].map((index) => (
        <div key={index} className="flex gap-3">
          <Skeleton className="size-20 shrink-0" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-9 w-32" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The cart could not be read. */
export function CartError({ view }: { view: CartView }) {
  const t = useT(shopMessages);
  return <QueryError title={t('cart.error')} error={view.error} onRetry={view.refetch} retrying={view.isFetching} />;
}
