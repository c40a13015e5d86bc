import type { AdminOrder, AdminProduct, AdminReviewReport, ProductInput } from '@shared/api/shop';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import type { OrderChange, Outcome, PhotoDescription, PhotoOrder, PhotoRemoval, PhotoUpload, ProductChange, ProductRemoval } from '../api';
import type { ReviewReportDecision } from '../review-api';
import { tIn, type Translate } from '@client/lib/i18n';
import type { Locale } from '@shared/i18n/locales';
import { shopAdminMessages } from '../messages';

/** The notices' words in the page's language. */
const t: Translate<(typeof shopAdminMessages)['en']> = (key, values) => tIn(shopAdminMessages)(key, values);

/*
 * The shop screens' notices, passed to the API hooks by the parts that make each change: a notice on
 * success, a destructive one with the server's reason on failure.
 */

const failed = (title: string) => (error: unknown) => {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
};

const savedText = (product: AdminProduct) => (product.status === 'published' ? t('notice.inShop', { name: product.name }) : t('notice.draft', { name: product.name }));

export const createProductNotices: Outcome<AdminProduct, ProductInput> = {
  onSuccess: (product) => toast({ title: t('notice.added'), description: t('notice.addedText', { saved: savedText(product) }) }),
  onError: (error) => failed(t('notice.addFailed'))(error),
};

/** Variants whose shelf differs from what was typed: checkouts reserved (or released) units while the form was open. */
function movedMeanwhile(product: AdminProduct, { body }: ProductChange) {
  const moved = body.variants.flatMap((sent) => {
    const saved = sent.id && sent.stockWas !== undefined ? product.variants.find((variant) => variant.id === sent.id) : undefined;
    return saved && saved.stock !== sent.stock ? [t('notice.movedVariant', { label: saved.label, stock: saved.stock, entered: sent.stock })] : [];
  });
  return moved.length ? ` ${t('notice.moved', { list: moved.join('; ') })}` : '';
}

export const updateProductNotices: Outcome<AdminProduct, ProductChange> = {
  onSuccess: (product, change) => toast({ title: t('notice.saved'), description: `${savedText(product)}${movedMeanwhile(product, change)}` }),
  onError: (error) => failed(t('notice.saveFailed'))(error),
};

export const deleteProductNotices: Outcome<unknown, ProductRemoval> = {
  onSuccess: (_done, { product }) => toast({ title: t('notice.deleted'), description: t('notice.deletedText', { name: product.name }) }),
  onError: (error) => failed(t('notice.deleteFailed'))(error),
};

export const uploadPhotoNotices: Outcome<AdminProduct, PhotoUpload> = {
  onSuccess: (product) => toast({ title: t('notice.photoAdded'), description: t('notice.photoAddedText', { name: product.name, count: product.images.length }) }),
  onError: (error) => failed(t('notice.photoAddFailed'))(error),
};

export const describePhotoNotices: Outcome<AdminProduct, PhotoDescription> = {
  onSuccess: () => toast({ title: t('notice.described'), description: t('notice.describedText') }),
  onError: (error) => failed(t('notice.describeFailed'))(error),
};

export const reorderPhotoNotices: Outcome<AdminProduct, PhotoOrder> = {
  onError: (error) => failed(t('notice.reorderFailed'))(error),
};

export const deletePhotoNotices: Outcome<AdminProduct, PhotoRemoval> = {
  onSuccess: (product) => toast({ title: t('notice.photoDeleted'), description: t('notice.photoDeletedText', { name: product.name, count: product.images.length }) }),
  onError: (error) => failed(t('notice.photoDeleteFailed'))(error),
};

const ORDER_DONE: Record<OrderChange['change']['status'], (order: AdminOrder) => string> = {
  packed: (order) => t('notice.order.packed', { number: order.number }),
  shipped: (order) => t('notice.order.shipped', { number: order.number, email: order.email }),
  delivered: (order) => t('notice.order.delivered', { number: order.number }),
  cancelled: (order) => t('notice.order.cancelled', { number: order.number }),
  refunded: (order) => t('notice.order.refunded', { number: order.number, restocked: order.shippedAt ? 'no' : 'yes' }),
};

export const orderStatusNotices: Outcome<AdminOrder, OrderChange> = {
  onSuccess: (order) =>
    toast({ title: t('notice.orderUpdated'), description: ORDER_DONE[order.status as OrderChange['change']['status']]?.(order) ?? t('notice.order.other', { number: order.number }) }),
  onError: (error) => failed(t('notice.orderFailed'))(error),
};

/** "Grace Mbeki’s review of “Ponseti boots”": what a report's notice, button or dialog is about. */
export const reviewOf = (report: AdminReviewReport, locale?: Locale) =>
  tIn(shopAdminMessages, locale)('notice.reviewOf', { author: report.review.author.name, product: report.review.product.name });

export const resolveReviewReportNotices: Outcome<AdminReviewReport, ReviewReportDecision> = {
  onSuccess: (_resolved, { report, action }) => {
    if (action === 'dismiss') {
      toast({ title: t('notice.reportDismissed'), description: t('notice.reportDismissedText', { review: reviewOf(report) }) });
      return;
    }
    toast({ title: t('notice.reviewRemoved'), description: t('notice.reviewRemovedText', { review: reviewOf(report), others: report.otherOpenReports }) });
  },
  onError: (error, { action }) => failed(action === 'dismiss' ? t('notice.dismissFailed') : t('notice.removeFailed'))(error),
};
