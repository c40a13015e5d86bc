import type { AdminOrder, AdminProduct, ProductInput } from '@shared/api/shop';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import type { OrderChange, Outcome, PhotoDescription, PhotoOrder, PhotoRemoval, PhotoUpload, ProductChange, ProductRemoval } from '../api';

/*
 * The shop screens' notices, passed to the API hooks by the parts that make each change: a notice on
 * success, a destructive one with the server's reason on failure.
 */

const failed = (title: string) => (error: unknown) => {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
};

const savedText = (product: AdminProduct) =>
  product.status === 'published' ? `“${product.name}” is in the shop with your changes.` : `“${product.name}” is saved as a draft; customers do not see it.`;

export const createProductNotices: Outcome<AdminProduct, ProductInput> = {
  onSuccess: (product) => toast({ title: 'Product added', description: `${savedText(product)} You can add its photos now.` }),
  onError: failed('Could not add the product'),
};

export const updateProductNotices: Outcome<AdminProduct, ProductChange> = {
  onSuccess: (product) => toast({ title: 'Product saved', description: savedText(product) }),
  onError: failed('Could not save the product'),
};

export const deleteProductNotices: Outcome<unknown, ProductRemoval> = {
  onSuccess: (_done, { product }) => toast({ title: 'Product deleted', description: `“${product.name}” and its photos have been deleted.` }),
  onError: failed('Could not delete the product'),
};

export const uploadPhotoNotices: Outcome<AdminProduct, PhotoUpload> = {
  onSuccess: (product) => toast({ title: 'Photo added', description: `“${product.name}” has ${product.images.length} ${product.images.length === 1 ? 'photo' : 'photos'}.` }),
  onError: failed('Could not add the photo'),
};

export const describePhotoNotices: Outcome<AdminProduct, PhotoDescription> = {
  onSuccess: () => toast({ title: 'Description saved', description: 'People using a screen reader hear the new description.' }),
  onError: failed('Could not save the description'),
};

export const reorderPhotoNotices: Outcome<AdminProduct, PhotoOrder> = {
  onError: failed('Could not change the order of the photos'),
};

export const deletePhotoNotices: Outcome<AdminProduct, PhotoRemoval> = {
  onSuccess: (product) => toast({ title: 'Photo deleted', description: `“${product.name}” has ${product.images.length} ${product.images.length === 1 ? 'photo' : 'photos'} left.` }),
  onError: failed('Could not delete the photo'),
};

const ORDER_DONE: Record<OrderChange['change']['status'], (order: AdminOrder) => string> = {
  packed: (order) => `Order ${order.number} is packed and ready to ship.`,
  shipped: (order) => `Order ${order.number} is on its way; ${order.email} gets an e-mail with the carrier and tracking number.`,
  delivered: (order) => `Order ${order.number} is marked as delivered.`,
  cancelled: (order) => `Order ${order.number} is cancelled, the payment refunded and its items are back in stock.`,
  refunded: (order) => `Order ${order.number} is refunded${order.shippedAt ? '' : ' and its items are back in stock'}.`,
};

export const orderStatusNotices: Outcome<AdminOrder, OrderChange> = {
  onSuccess: (order) => toast({ title: 'Order updated', description: ORDER_DONE[order.status as OrderChange['change']['status']]?.(order) ?? `Order ${order.number} is updated.` }),
  onError: failed('Could not update the order'),
};
