import { ShoppingCart } from 'lucide-react';
import { type MouseEvent, Suspense, useState } from 'react';
import { lazy } from '@client/lib/lazy';
import { Link } from 'react-router';
import { useT } from '@client/lib/i18n';
import { shopHeaderMessages } from '../header/messages';
import { loadCartDrawer, setCartDrawerOpen, useCartCount, useCartDrawerOpen } from '../cart-store';

const CartDrawer = lazy(loadCartDrawer);

/**
 * The header's cart: the item count on the icon, and the cart drawer when pressed. A link to /cart,
 * so it works before the page's code has loaded and opens the cart page in a new tab when asked to.
 */
export function CartButton() {
  const count = useCartCount();
  const open = useCartDrawerOpen();
  // "Shopping cart" or "Shopping cart, 3 items": the button's accessible name.
  const t = useT(shopHeaderMessages);
  // Mounted from its first opening on, so closing it hands the focus back as a dialog should.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setCartDrawerOpen(true);
  };
  return (
    <>
      <Link
        to="/cart"
        aria-label={t('cart.label', { count })}
        aria-haspopup="dialog"
        onClick={onClick}
        onPointerEnter={() => void loadCartDrawer()}
        onFocus={() => void loadCartDrawer()}
        className="relative flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs leading-5 font-bold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
      {open || mounted ? (
        <Suspense fallback={null}>
          <CartDrawer open={open} onOpenChange={setCartDrawerOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
