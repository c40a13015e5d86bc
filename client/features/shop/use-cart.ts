import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Cart, CartLineInput } from '@shared/api/shop';
import { cartLineKey, MAX_LINE_QUANTITY, SHOP_HOME_COUNTRY } from '@shared/shop';
import { toast } from '@client/components/ui/use-toast';
import { api, call, errorMessage } from '@client/lib/api';
import { useHydrated } from '@client/lib/hydrated';
import { useT } from '@client/lib/i18n';
import { queryKeys } from '@client/lib/query-keys';
import { addToBrowserCart, clearBrowserCart, readBrowserCart, setBrowserQuantity, withinLimits } from './browser-cart';
import { memberCartKey, memberCartQuery, useCartOwner } from './cart-store';
import { shopMessages } from './messages';
import { cartNotices } from './notices';

/*
 * One cart, wherever it is kept: a visitor's in the browser (priced by POST /api/shop/cart/quote when
 * shown), a member's on the server. Screens use `useCart()` and never ask which.
 */

const cartKeys = {
  all: [...queryKeys.shop, 'cart'] as const,
  server: memberCartKey,
  quote: (items: readonly CartLineInput[]) => [...queryKeys.shop, 'cart', 'quote', items] as const,
};

const EMPTY_CART: Cart = { lines: [], itemCount: 0, subtotalCents: 0, country: SHOP_HOME_COUNTRY, shippingOptions: [] };

/** Quantities and totals as the cart holds them now, over the server's last pricing of its lines. */
function withQuantities(cart: Cart, items: readonly CartLineInput[]): Cart {
  const lines = items.flatMap((item) => {
    const line = cart.lines.find((candidate) => candidate.lineKey === cartLineKey(item));
    // A line no longer sold counts for nothing, as the server counts it.
    return line ? [{ ...line, quantity: item.quantity, lineTotalCents: line.lineTotalCents === 0 ? 0 : line.unitPriceCents * item.quantity }] : [];
  });
  return {
    ...cart,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
  };
}

const itemsOf = (cart: Cart | undefined): CartLineInput[] =>
  (cart?.lines ?? []).map(({ variantId, rightVariantId, quantity }) => ({ variantId, ...(rightVariantId ? { rightVariantId } : {}), quantity }));


const SET_QUANTITY_KEY = [...cartKeys.all, 'set-quantity'] as const;

export type CartView = {
  /** The cart as it is now; undefined until it is known. */
  cart: Cart | undefined;
  /** A new pricing is on its way (the shown one may be a moment old). */
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
  /** The line named by its key (shared/shop.ts cartLineKey); 0 removes it. */
  setQuantity: (lineKey: string, quantity: number) => void;
  /** Adds to what the cart holds of the line, up to `limit` (its stock) and MAX_LINE_QUANTITY; answers false when nothing could be added. */
  add: (line: Omit<CartLineInput, 'quantity'>, quantity: number, limit: number) => Promise<boolean>;
  /** The lines to send to the checkout. */
  items: CartLineInput[];
};

export function useCart(): CartView {
  const hydrated = useHydrated();
  const owner = useCartOwner();
  const queryClient = useQueryClient();
  const t = useT(shopMessages);
  const visitor = owner.kind === 'browser';
  const items = useMemo(() => withinLimits(owner.items), [owner.items]);

  const quote = useQuery({
    queryKey: cartKeys.quote(items),
    queryFn: () => call(api.shop.quote, { body: { items: [...items] } }),
    enabled: visitor && items.length > 0,
    placeholderData: keepPreviousData,
    // Stock and prices change: a cart read again when it is shown again.
    staleTime: 0,
  });
  const server = useQuery({ ...memberCartQuery, enabled: owner.serverReady, staleTime: 0 });

  const setServerQuantity = useMutation({
    mutationKey: SET_QUANTITY_KEY,
    mutationFn: ({ lineKey, quantity }: { lineKey: string; quantity: number }) => call(api.shop.setCartQuantity, { params: { lineKey }, body: { quantity } }),
    onMutate: async ({ lineKey, quantity }) => {
      // Shown at once; the server's answer then replaces it.
      await queryClient.cancelQueries({ queryKey: cartKeys.server });
      queryClient.setQueryData<Cart>(cartKeys.server, (cart) => {
        if (!cart) return cart;
        const next = itemsOf(cart).flatMap((item) => (cartLineKey(item) !== lineKey ? [item] : quantity > 0 ? [{ ...item, quantity }] : []));
        return withQuantities(cart, next);
      });
    },
    onSuccess: (cart) => {
      // With more changes on their way, the last one's answer is the one to keep.
      if (queryClient.isMutating({ mutationKey: SET_QUANTITY_KEY }) === 1) queryClient.setQueryData(cartKeys.server, cart);
    },
    onError: (error) => {
      toast({ title: cartNotices(t).notChanged.title, description: errorMessage(error), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: cartKeys.server });
    },
  });

  const cart: Cart | undefined = !hydrated
    ? undefined
    : owner.kind === 'loading'
      ? undefined
      : visitor
        ? items.length === 0
          ? EMPTY_CART
          : quote.data && withQuantities(quote.data, items)
        : owner.serverReady
          ? server.data
          : undefined;

  const setQuantity = (lineKey: string, quantity: number) => {
    const wanted = Math.max(0, Math.min(quantity, MAX_LINE_QUANTITY));
    if (visitor) setBrowserQuantity(lineKey, wanted);
    else setServerQuantity.mutate({ lineKey, quantity: wanted });
  };

  const add = async (line: Omit<CartLineInput, 'quantity'>, quantity: number, limit: number) => {
    const most = Math.min(limit, MAX_LINE_QUANTITY);
    const lineKey = cartLineKey(line);
    const lines = visitor ? readBrowserCart() : itemsOf(await queryClient.ensureQueryData(memberCartQuery));
    const held = lines.find((item) => cartLineKey(item) === lineKey)?.quantity ?? 0;
    const wanted = Math.min(held + quantity, most);
    if (wanted <= held) return false;
    if (!visitor) {
      await setServerQuantity.mutateAsync({ lineKey, quantity: wanted });
      return true;
    }
    if (addToBrowserCart(line, wanted)) return true;
    toast({ ...cartNotices(t).full, variant: 'destructive' });
    return false;
  };

  const active = visitor ? quote : server;
  return {
    cart,
    isFetching: active.isFetching || setServerQuantity.isPending,
    error: cart ? null : active.error,
    refetch: () => void active.refetch(),
    setQuantity,
    add,
    items: visitor ? [...items] : itemsOf(server.data),
  };
}

/** After a checkout the server refused (stock or prices changed): every cart is read again. */
export function useRefreshCart() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

/* ---------- After paying ---------- */

/** The order this tab is paying for: its page empties the browser cart once the payment is in. */
const PAYING_KEY = 'shop-paying-order';

export function rememberPayingOrder(number: string) {
  try {
    window.sessionStorage.setItem(PAYING_KEY, number);
  } catch {
    // Without session storage the cart stays as it was; the buyer can empty it themselves.
  }
}

/**
 * Once an order is paid, the cart it came from is done with: a visitor's browser cart is emptied
 * (only in the tab that paid for this order, so an old confirmation link empties nothing); a
 * member's is emptied by the server and read again.
 */
export function useCartDoneAfterPayment(number: string, paid: boolean) {
  const owner = useCartOwner();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!paid || owner.kind === 'loading') return;
    if (owner.kind === 'server') {
      void queryClient.invalidateQueries({ queryKey: cartKeys.server });
      return;
    }
    try {
      if (window.sessionStorage.getItem(PAYING_KEY) !== number) return;
      window.sessionStorage.removeItem(PAYING_KEY);
    } catch {
      return;
    }
    clearBrowserCart();
  }, [paid, number, owner.kind, queryClient]);
}
