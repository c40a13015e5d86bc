import { MAX_CART_LINES } from '@shared/shop';
import type { ShopT } from './format';

/** What the shop's screens say in a notice (one at a time, spec section 4). */
export const cartNotices = (t: ShopT) =>
  ({
    notChanged: { title: t('notice.cartNotChanged') },
    full: {
      title: t('notice.cartFull'),
      description: t('notice.cartFullText', { max: MAX_CART_LINES }),
    },
    notAdded: { title: t('notice.notAdded') },
    atLimit: { title: t('notice.atLimit'), description: t('notice.atLimitText') },
  }) as const;

/** What the checkout says beside its button when an order cannot go on. */
export const checkoutTexts = (t: ShopT) =>
  ({
    paymentFailed: t('notice.paymentFailed'),
    cartChanged: t('notice.cartChanged'),
    linesToFix: t('notice.linesToFix'),
  }) as const;

/** What the reviews say in a notice. */
export const reviewNotices = (t: ShopT) =>
  ({
    saved: { title: t('notice.reviewSaved'), description: t('notice.reviewSavedText') },
    updated: { title: t('notice.reviewUpdated') },
    deleted: { title: t('notice.reviewDeleted') },
    reported: { title: t('notice.reviewReported'), description: t('notice.reviewReportedText') },
    notVoted: { title: t('notice.voteNotSaved') },
  }) as const;
