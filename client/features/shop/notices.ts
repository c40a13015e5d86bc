import { MAX_CART_LINES } from '@shared/shop';

/** What the shop's screens say in a notice (one at a time, spec section 4). */
export const CART_NOTICES = {
  notChanged: { title: 'Your cart was not changed' },
  full: {
    title: 'Your cart is full',
    description: `A cart holds up to ${MAX_CART_LINES} different items. Check out with these first, or remove one to make room.`,
  },
  notAdded: { title: 'Could not add this to your cart' },
  atLimit: { title: 'Already in your cart', description: 'Your cart already holds as many of these as we can send in one order.' },
} as const;

/** What the checkout says beside its button when an order cannot go on. */
export const CHECKOUT_TEXTS = {
  paymentFailed: 'The payment did not go through, so nothing was charged. Check the card details and try again, or use another card.',
  cartChanged: 'Your cart has changed since you opened it. Please check it and try again.',
  linesToFix: 'Some items in your cart need your attention before you can check out.',
} as const;

/** What the reviews say in a notice. */
export const REVIEW_NOTICES = {
  saved: { title: 'Thank you for your review', description: 'It helps other families choose with confidence.' },
  updated: { title: 'Your review was updated' },
  deleted: { title: 'Your review was deleted' },
  reported: { title: 'Thank you for telling us', description: 'Our moderators will look at this review soon.' },
  notVoted: { title: 'Your vote was not saved' },
} as const;
