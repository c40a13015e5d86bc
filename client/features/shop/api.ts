import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { lazy } from '@client/lib/lazy';
import type { CheckoutBody, CheckoutResponse, CustomerOrder } from '@shared/api/shop';
import type { OrderStatus, ProductCategory, ProductSort } from '@shared/shop';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/*
 * The shop's reads and writes (issue 20). Types come from shared/api/shop.ts with `import type` and
 * the constants from shared/shop.ts, so no zod reaches the catalogue; the cart is in use-cart.ts
 * (and, for the header, cart-store.ts).
 */

const root = queryKeys.shop;

export type ProductFilters = { category: ProductCategory | null; q: string; sort: ProductSort; inStock: boolean; page: number };

export const shopKeys = {
  all: root,
  products: (filters: ProductFilters) => [...root, 'products', filters] as const,
  product: (slug: string) => [...root, 'product', slug] as const,
  order: (number: string, token: string | null) => [...root, 'order', number, token] as const,
  myOrders: [...root, 'orders', 'mine'] as const,
};

/** How many products a page of the list shows. */
export const PRODUCTS_PAGE_SIZE = 12;

/** GET /api/shop/products: one page of the catalogue; the last page stays shown while the next loads. */
export function useProducts(filters: ProductFilters) {
  return useQuery({
    queryKey: shopKeys.products(filters),
    queryFn: () =>
      call(api.shop.products, {
        query: {
          category: filters.category ?? undefined,
          q: filters.q || undefined,
          sort: filters.sort,
          inStock: filters.inStock ? 'true' : undefined,
          page: filters.page,
          pageSize: PRODUCTS_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export const productQuery = (slug: string) => queryOptions({ queryKey: shopKeys.product(slug), queryFn: () => call(api.shop.product, { params: { slug } }) });

/** GET /api/shop/products/:slug: one product, read again when its page opens again (stock changes). */
export function useProduct(slug: string) {
  return useQuery({ ...productQuery(slug), staleTime: 30_000 });
}

/** The statuses an order may still leave by itself (the payment's answer is on its way). */
const waitingForPayment = (order: CustomerOrder | undefined) => order?.status === 'pending' && Date.parse(order.reservedUntil) > Date.now();

/**
 * GET /api/shop/orders/:number (with the confirmation's token for a visitor). While the payment is
 * being confirmed (the provider's event may come a moment after the buyer), it is read every 2 s.
 */
export function useOrder(number: string, token: string | null) {
  return useQuery({
    queryKey: shopKeys.order(number, token),
    queryFn: () => call(api.shop.order, { params: { number }, query: token ? { token } : {} }),
    refetchInterval: (query) => (waitingForPayment(query.state.data) ? 2000 : false),
  });
}

/** GET /api/shop/orders: the signed-in member's orders, newest first. */
export function useMyOrders(enabled: boolean) {
  return useQuery({ queryKey: shopKeys.myOrders, queryFn: () => call(api.shop.myOrders), enabled });
}

/** Orders that were placed: a checkout whose payment failed or never came is not one. */
const PLACED: readonly OrderStatus[] = ['paid', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded'];
export const placedOrders = (orders: readonly CustomerOrder[] | undefined) => (orders ?? []).filter((order) => PLACED.includes(order.status));

/** Paid, or further along: the cart it came from is done with. */
export const isPaid = (status: OrderStatus) => PLACED.includes(status) && status !== 'cancelled' && status !== 'refunded';

/** A checkout's details; the cart's lines are added by the page. */
export type CheckoutRequest = Omit<CheckoutBody, 'idempotencyKey'>;

/** A new key for each press of "Continue to payment" (none where the browser has no randomUUID). */
export const newCheckoutKey = () => (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined);

/** POST /api/shop/checkout: the order and its payment; the same key answers the same order again. */
export function useCheckout() {
  return useMutation({
    mutationFn: ({ request, key }: { request: CheckoutRequest; key: string | undefined }): Promise<CheckoutResponse> =>
      call(api.shop.checkout, { body: { ...request, idempotencyKey: key } }),
  });
}

/** The HTTP status of a failed call (`STATUS: body`, client/lib/api.ts), or null. */
export function statusOf(error: unknown) {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** The order page's address: the token lets whoever placed the order see it without signing in. */
export const orderPath = (number: string, token?: string | null) => `/shop/orders/${number}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

/**
 * The one component other screens may show (the profile's side column): a member's orders, loaded
 * only for members who have placed one. Wrap it in <Suspense>.
 */
export const YourOrders = lazy(() => import('./components/your-orders'));

export { useMySplitPairs } from './split-pairs-api';

/** A member's split pairs, for the profile's side column: loaded only for members who have one. Wrap it in <Suspense>. */
export const YourSplitPairs = lazy(() => import('./components/your-split-pairs'));
