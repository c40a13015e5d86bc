import type { AdminOrder, AdminProduct, AdminReviewReport, ProductInput } from '@shared/api/shop';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import type { OrderChange, Outcome, PhotoDescription, PhotoOrder, PhotoRemoval, PhotoUpload, ProductChange, ProductRemoval } from '../api';
import type { ReviewReportDecision } from '../review-api';

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

/** Variants whose shelf differs from what was typed: checkouts reserved (or released) units while the form was open. */
function movedMeanwhile(product: AdminProduct, { body }: ProductChange) {
  const moved = body.variants.flatMap((sent) => {
    const saved = sent.id && sent.stockWas !== undefined ? product.variants.find((variant) => variant.id === sent.id) : undefined;
    return saved && saved.stock !== sent.stock ? [`${saved.label} has ${saved.stock} (you entered ${sent.stock})`] : [];
  });
  return moved.length ? ` Orders took or returned units while you were editing, so your change was applied to the stock as it is now: ${moved.join('; ')}.` : '';
}

export const updateProductNotices: Outcome<AdminProduct, ProductChange> = {
  onSuccess: (product, change) => toast({ title: 'Product saved', description: `${savedText(product)}${movedMeanwhile(product, change)}` }),
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

/** "Grace Mbeki’s review of “Ponseti boots”": what a report's notice, button or dialog is about. */
export const reviewOf = (report: AdminReviewReport) => `${report.review.author.name}’s review of “${report.review.product.name}”`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const resolveReviewReportNotices: Outcome<AdminReviewReport, ReviewReportDecision> = {
  onSuccess: (_resolved, { report, action }) => {
    if (action === 'dismiss') {
      toast({ title: 'Report dismissed', description: `${reviewOf(report)} stays on the product’s page.` });
      return;
    }
    const others = report.otherOpenReports;
    const closed = others > 0 ? ` ${plural(others, 'other report on it was', 'other reports on it were')} closed too.` : '';
    toast({ title: 'Review removed', description: `${reviewOf(report)} is no longer shown and no longer counts in the product’s rating.${closed}` });
  },
  onError: (error, { action }) => failed(action === 'dismiss' ? 'Could not dismiss the report' : 'Could not remove the review')(error),
};
