import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { CartLineInput } from '@shared/api/shop';
import { api, call } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { queryKeys } from '@client/lib/query-keys';

/*
 * What the header needs of the shop, and no more, since every page loads it: the visitor's cart as
 * kept in the browser, the member's item count, whether the cart drawer is open. Changing the browser
 * cart and merging it into a member's are in browser-cart.ts, loaded with the drawer or a shop page.
 */

export const memberCartKey = [...queryKeys.shop, 'cart', 'server'] as const;

/** GET /api/shop/cart: the signed-in member's cart. */
export const memberCartQuery = { queryKey: memberCartKey, queryFn: () => call(api.shop.cart) };

/* One set of listeners for all of it: the browser cart (this tab's changes and other tabs'), the drawer, the merges. */
const listeners = new Set<() => void>();
export function notifyCartListeners() {
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
/** A value read from the shop's stores, `atFirst` in the prerendered page and the render that hydrates it. */
export const useCartStore = <T,>(read: () => T, atFirst: T) => useSyncExternalStore(subscribe, read, () => atFirst);

/** Where a visitor's cart is kept: [{ variantId, rightVariantId?, quantity }], priced by the server when shown. */
export const BROWSER_CART_KEY = 'shop-cart';

const NO_ITEMS: readonly CartLineInput[] = [];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
let cachedRaw: string | null = null;
let cached = NO_ITEMS;

/**
 * The browser cart's lines (the same array until it changes), checked line by line. The limits are
 * applied where the cart is sent (browser-cart.ts): shared/shop.ts is not part of every page's load.
 */
export function readBrowserCart(): readonly CartLineInput[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(BROWSER_CART_KEY);
  } catch {
    // Storage refused (some private windows): no cart kept.
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cached = (Array.isArray(parsed) ? (parsed as Partial<CartLineInput>[]) : [])
      .filter((line) => UUID.test(String(line?.variantId)) && Number.isInteger(line.quantity) && line.quantity! > 0)
      .map(({ variantId, rightVariantId, quantity }) => ({ variantId: variantId!, ...(UUID.test(String(rightVariantId)) ? { rightVariantId } : {}), quantity: quantity! }));
  } catch {
    cached = NO_ITEMS;
  }
  return cached;
}

export const useBrowserCart = () => useCartStore(readBrowserCart, NO_ITEMS);

/* ---------- The drawer ---------- */

let drawerOpen = false;
export function setCartDrawerOpen(open: boolean) {
  drawerOpen = open;
  notifyCartListeners();
}
export const openCartDrawer = () => setCartDrawerOpen(true);
export const useCartDrawerOpen = () => useCartStore(() => drawerOpen, false);

/** The drawer's code: loaded when it first opens (or is about to). */
export const loadCartDrawer = () => import('./components/cart-drawer');

/* ---------- Whose cart, and how many items ---------- */

/** The members whose browser cart this page load has merged into theirs (or tried to): each is tried once. */
let merged: readonly string[] = [];
export function markMerged(userId: string) {
  merged = [...merged, userId];
  notifyCartListeners();
}
let merging: string | null = null;

/**
 * Whose cart is shown: a visitor's browser cart, or a member's on the server. A member who arrives
 * with a browser cart (filled before signing in) has it merged into theirs first, once; the member's
 * cart is read only after that, so the answer includes what was merged.
 */
export function useCartOwner() {
  const { user, isLoading } = useAuth();
  const items = useBrowserCart();
  const mergedNow = useCartStore(() => merged, merged);
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const mustMerge = userId !== null && items.length > 0 && !mergedNow.includes(userId);

  useEffect(() => {
    if (!mustMerge || merging === userId) return;
    merging = userId;
    void import('./browser-cart').then((module) => module.mergeBrowserCart(queryClient, userId));
  }, [mustMerge, userId, queryClient]);

  return {
    kind: isLoading ? ('loading' as const) : userId ? ('server' as const) : ('browser' as const),
    /** The member's cart may be read (no merge is waiting). */
    serverReady: userId !== null && !mustMerge,
    items,
  };
}

/** How many items the cart holds: the header's count (0 until known). */
export function useCartCount() {
  const owner = useCartOwner();
  const server = useQuery({ ...memberCartQuery, enabled: owner.serverReady });
  if (owner.serverReady) return server.data?.itemCount ?? 0;
  return owner.items.reduce((sum, item) => sum + item.quantity, 0);
}
