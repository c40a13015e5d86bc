import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n';
import { shopMessages } from '../messages';
import { itemCount } from '../format';
import { useCart } from '../use-cart';
import { CartLines } from './cart-lines';
import { CartError, CartLoading, EmptyCart } from './cart-states';
import { Totals } from './totals';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The cart as a side sheet (the header's cart button, "Add to cart"): its lines, subtotal, and the ways on. */
export default function CartDrawer({ open, onOpenChange }: Props) {
  const view = useCart();
  const t = useT(shopMessages);
  const close = () => onOpenChange(false);
  const { cart } = view;
  const hasLines = (cart?.lines.length ?? 0) > 0;
  // Opened by the header's link or by "Add to cart" (no Dialog.Trigger): the focus goes back to whichever it was.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
            returnFocus.current = null;
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[26rem] max-w-[92vw] animate-slide-in flex-col bg-white shadow-xl focus-visible:outline-none">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900">{t('cart.title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-700">{cart ? itemCount(cart.itemCount, t) : t('cart.drawerDescription')}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('cart.close')}>
                <X aria-hidden="true" className="size-6" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4" aria-busy={view.isFetching}>
            {cart ? (
              hasLines ? (
                <CartLines lines={cart.lines} setQuantity={view.setQuantity} onNavigate={close} compact />
              ) : (
                <EmptyCart onNavigate={close} />
              )
            ) : view.error ? (
              <CartError view={view} />
            ) : (
              <CartLoading />
            )}
          </div>
          {cart && hasLines ? (
            <div className="space-y-3 border-t border-slate-200 px-5 py-4">
              <Totals subtotalCents={cart.subtotalCents} />
              <p className="text-sm text-slate-700">{t('cart.shippingLater')}</p>
              <div className="grid grid-cols-2 gap-2">
                <Button asChild variant="outline">
                  <Link to="/cart" onClick={close}>
                    {t('cart.view')}
                  </Link>
                </Button>
                <Button asChild>
                  <Link to="/checkout" onClick={close}>
                    {t('cart.checkout')}
                  </Link>
                </Button>
              </div>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
