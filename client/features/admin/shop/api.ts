import { adminApi } from '@client/lib/admin-api';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, AdminProduct, AdminReviewReport, OrderStatusChange, ProductInput } from '@shared/api/shop';
import type { OrderStatus, ProductCategory, ProductStatus } from '@shared/shop';
import { call, hrefOf, send } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/* The shop's administration (issue 20): products and their photos, orders and their way to the customer, the dashboard's figures. */

/** Rows per page of the products and orders lists (the server allows up to 100). */
export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
export const ADMIN_ORDERS_PAGE_SIZE = 25;
/** The longest search the server takes. */
export const SHOP_SEARCH_MAX_LENGTH = 100;

export type AdminProductsParams = { status: ProductStatus | null; category: ProductCategory | null; q: string; page: number };
export type AdminOrdersParams = { status: OrderStatus | null; q: string; page: number };
export type ReviewReportStatus = AdminReviewReport['status'];

/** What a screen does when a change succeeds or fails (its notices); run even if the screen has gone by then. */
export type Outcome<T, V> = { onSuccess?: (data: T, variables: V) => void; onError?: (error: Error, variables: V) => void };

const root = [...queryKeys.admin, 'shop'] as const;

export const shopAdminKeys = {
  figures: [...root, 'figures'] as const,
  /** Every product: the lists and each product's entry. */
  products: [...root, 'products'] as const,
  /** Every search, filter and page of the products list. */
  productLists: [...root, 'products', 'list'] as const,
  productList: (params: AdminProductsParams) => [...root, 'products', 'list', params] as const,
  product: (id: string) => [...root, 'products', 'detail', id] as const,
  orderLists: [...root, 'orders', 'list'] as const,
  orderList: (params: AdminOrdersParams) => [...root, 'orders', 'list', params] as const,
  order: (id: string) => [...root, 'orders', 'detail', id] as const,
  /** Every page of every status of the reported reviews, and the count of open ones. */
  reviewReports: [...root, 'review-reports'] as const,
  reviewReportList: (params: { status: ReviewReportStatus; page: number }) => [...root, 'review-reports', 'list', params] as const,
  openReviewReports: [...root, 'review-reports', 'open-count'] as const,
};

const productsQuery = ({ status, category, q, page }: AdminProductsParams) => ({
  status: status ?? undefined,
  category: category ?? undefined,
  q: q || undefined,
  page,
  pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
});
const ordersQuery = ({ status, q }: Pick<AdminOrdersParams, 'status' | 'q'>) => ({ status: status ?? undefined, q: q || undefined });

/* ---------- Reads ---------- */

/** The dashboard's card: orders to ship, this month's orders and takings, variants running low. */
export function useShopFigures() {
  return useQuery({ queryKey: shopAdminKeys.figures, queryFn: () => call(adminApi.shopAdmin.figures) });
}

/** The most recently changed first; paging keeps the previous page on screen while the next one loads. */
export function useAdminProducts(params: AdminProductsParams) {
  return useQuery({
    queryKey: shopAdminKeys.productList(params),
    queryFn: () => call(adminApi.shopAdmin.products, { query: productsQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

/** One product with its photos and variants, for the editor. */
export function useAdminProduct(id: string | null) {
  return useQuery({ queryKey: shopAdminKeys.product(id ?? ''), queryFn: () => call(adminApi.shopAdmin.product, { params: { id: id ?? '' } }), enabled: id !== null });
}

/** Newest first. */
export function useAdminOrders(params: AdminOrdersParams) {
  return useQuery({
    queryKey: shopAdminKeys.orderList(params),
    queryFn: () => call(adminApi.shopAdmin.orders, { query: { ...ordersQuery(params), page: params.page, pageSize: ADMIN_ORDERS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(id: string | null) {
  return useQuery({ queryKey: shopAdminKeys.order(id ?? ''), queryFn: () => call(adminApi.shopAdmin.order, { params: { id: id ?? '' } }), enabled: id !== null });
}

/** The printable packing slip, opened in a tab of its own. */
export const packingSlipHref = (id: string) => hrefOf(adminApi.shopAdmin.packingSlip, { params: { id } });

/** The CSV of every order the list's filters find (all pages). */
export const ordersExportHref = (params: Pick<AdminOrdersParams, 'status' | 'q'>) => hrefOf(adminApi.shopAdmin.exportOrders, { query: ordersQuery(params) });

/* ---------- Changes ---------- */

/**
 * A product changed: its entry holds the answer; the lists, the figures, the audit log and the
 * customers' shop (its list and pages) are read again.
 */
async function productChanged(queryClient: QueryClient, product: AdminProduct | null) {
  if (product) queryClient.setQueryData(shopAdminKeys.product(product.id), product);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: shopAdminKeys.productLists }),
    queryClient.invalidateQueries({ queryKey: shopAdminKeys.figures }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
    queryClient.invalidateQueries({ queryKey: queryKeys.shop }),
  ]);
}

function useProductChange<V>(send: (variables: V) => Promise<AdminProduct>, outcome: Outcome<AdminProduct, V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (product, variables) => {
      outcome.onSuccess?.(product, variables);
      return productChanged(queryClient, product);
    },
    onError: outcome.onError,
  });
}

/** A new product (sent with an idempotency key). */
export const useCreateProduct = (outcome: Outcome<AdminProduct, ProductInput> = {}) => useProductChange((body: ProductInput) => call(adminApi.shopAdmin.createProduct, { body }), outcome);

export type ProductChange = { id: string; body: ProductInput };
export const useUpdateProduct = (outcome: Outcome<AdminProduct, ProductChange> = {}) =>
  useProductChange(({ id, body }: ProductChange) => call(adminApi.shopAdmin.updateProduct, { params: { id }, body }), outcome);

export type ProductRemoval = { product: Pick<AdminProduct, 'id' | 'name'> };

/** Deletes a product that was never ordered (the server refuses one that was). */
export function useDeleteProduct(outcome: Outcome<unknown, ProductRemoval> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ product }: ProductRemoval) => {
      await call(adminApi.shopAdmin.deleteProduct, { params: { id: product.id } });
    },
    onSuccess: async (done, removal) => {
      outcome.onSuccess?.(done, removal);
      // The editor that asked may still show it: marked stale, not read again (it would be a 404).
      await queryClient.invalidateQueries({ queryKey: shopAdminKeys.product(removal.product.id), refetchType: 'none' });
      await productChanged(queryClient, null);
    },
    onError: outcome.onError,
  });
}

export type PhotoUpload = { id: string; file: File; alt: string };

/** A photo and its description, as a multipart form: the description first, as the server reads it. */
export const useUploadPhoto = (outcome: Outcome<AdminProduct, PhotoUpload> = {}) =>
  useProductChange(async ({ id, file, alt }: PhotoUpload) => {
    const form = new FormData();
    form.append('alt', alt);
    form.append('file', file);
    return (await (await send(adminApi.shopAdmin.uploadImage, { params: { id }, body: form })).json()) as AdminProduct;
  }, outcome);

export type PhotoDescription = { id: string; imageId: string; alt: string };
export const useDescribePhoto = (outcome: Outcome<AdminProduct, PhotoDescription> = {}) =>
  useProductChange(({ id, imageId, alt }: PhotoDescription) => call(adminApi.shopAdmin.updateImage, { params: { id, imageId }, body: { alt } }), outcome);

export type PhotoOrder = { id: string; imageIds: string[] };
export const useReorderPhotos = (outcome: Outcome<AdminProduct, PhotoOrder> = {}) =>
  useProductChange(({ id, imageIds }: PhotoOrder) => call(adminApi.shopAdmin.reorderImages, { params: { id }, body: { imageIds } }), outcome);

export type PhotoRemoval = { id: string; imageId: string };
export const useDeletePhoto = (outcome: Outcome<AdminProduct, PhotoRemoval> = {}) =>
  useProductChange(({ id, imageId }: PhotoRemoval) => call(adminApi.shopAdmin.deleteImage, { params: { id, imageId } }), outcome);

export type OrderChange = { order: Pick<AdminOrder, 'id' | 'number'>; change: OrderStatusChange };

/** Moves an order on (packed, shipped, delivered, cancelled, refunded); the lists, figures, audit log and stock are read again. */
export function useChangeOrderStatus(outcome: Outcome<AdminOrder, OrderChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, change }: OrderChange) => call(adminApi.shopAdmin.changeOrderStatus, { params: { id: order.id }, body: change }),
    onSuccess: async (order, variables) => {
      outcome.onSuccess?.(order, variables);
      queryClient.setQueryData(shopAdminKeys.order(order.id), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shopAdminKeys.orderLists }),
        queryClient.invalidateQueries({ queryKey: shopAdminKeys.figures }),
        // A cancelled or refunded order's units went back on the shelf.
        queryClient.invalidateQueries({ queryKey: shopAdminKeys.products }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
        queryClient.invalidateQueries({ queryKey: queryKeys.shop }),
      ]);
    },
    onError: outcome.onError,
  });
}
