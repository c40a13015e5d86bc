import type { QueryClient } from '@tanstack/react-query';
import type { Cart, CartLineInput } from '@shared/api/shop';
import { cartLineKey, MAX_CART_LINES, MAX_LINE_QUANTITY, SHOP_HOME_COUNTRY } from '@shared/shop';
import { api, call } from '@client/lib/api';
import { BROWSER_CART_KEY, markMerged, memberCartKey, notifyCartListeners, readBrowserCart as readStoredCart, useCartStore } from './cart-store';

/*
 * Changes to a visitor's cart (kept in the browser), its merge into a member's on sign-in, and the
 * country shipping is priced for: loaded with the drawer or a shop page, not with every page's header.
 */

/** The browser cart within the shop's limits, as the server takes it. */
export const withinLimits = (items: readonly CartLineInput[]) =>
  items.slice(0, MAX_CART_LINES).map((item) => (item.quantity > MAX_LINE_QUANTITY ? { ...item, quantity: MAX_LINE_QUANTITY } : item));

export const readBrowserCart = () => withinLimits(readStoredCart());

/** Stores a value (null removes it) and tells every reader. */
function store(key: string, value: unknown) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (some private windows): the change lasts as long as the page.
  }
  notifyCartListeners();
}

const writeBrowserCart = (items: readonly CartLineInput[]) => store(BROWSER_CART_KEY, items.length > 0 ? items : null);
export const clearBrowserCart = () => writeBrowserCart([]);

/** Sets one line's quantity (0 removes it), the line named by its key (shared/shop.ts cartLineKey). */
export function setBrowserQuantity(lineKey: string, quantity: number) {
  const items = readBrowserCart();
  writeBrowserCart(
    quantity <= 0
      ? items.filter((item) => cartLineKey(item) !== lineKey)
      : items.map((item) => (cartLineKey(item) === lineKey ? { ...item, quantity: Math.min(quantity, MAX_LINE_QUANTITY) } : item)),
  );
}

/** Adds a line, or to it; answers false when the cart has no room for another line. */
export function addToBrowserCart(line: Omit<CartLineInput, 'quantity'>, quantity: number) {
  const items = readBrowserCart();
  const key = cartLineKey(line);
  if (items.some((item) => cartLineKey(item) === key)) {
    setBrowserQuantity(key, quantity);
    return true;
  }
  if (items.length >= MAX_CART_LINES) return false;
  writeBrowserCart([...items, { ...line, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }]);
  return true;
}

/** HTTP 4xx: the server will never take these items, so they are not tried again. */
const refused = (error: unknown) => error instanceof Error && /^4\d\d: /.test(error.message);

/**
 * POST /api/shop/cart/merge: the browser cart joins the member's (quantities add up, to the limit),
 * then leaves the browser. A failure leaves it for the next page load, unless the server refused it.
 */
export async function mergeBrowserCart(queryClient: QueryClient, userId: string) {
  try {
    const cart = await call(api.shop.mergeCart, { body: { items: [...readBrowserCart()] } });
    queryClient.setQueryData<Cart>(memberCartKey, cart);
    clearBrowserCart();
  } catch (error) {
    if (refused(error)) clearBrowserCart();
  } finally {
    markMerged(userId);
  }
}

/* ---------- The country shipping is priced for on the cart page, and the checkout's first choice ---------- */

const COUNTRY_KEY = 'shop-country';

function readCountry() {
  try {
    const stored = window.localStorage.getItem(COUNTRY_KEY);
    const country: unknown = stored ? JSON.parse(stored) : null;
    return typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : SHOP_HOME_COUNTRY;
  } catch {
    return SHOP_HOME_COUNTRY;
  }
}

export const useShippingCountry = () => useCartStore(readCountry, SHOP_HOME_COUNTRY);
export const setShippingCountry = (country: string) => store(COUNTRY_KEY, country);
