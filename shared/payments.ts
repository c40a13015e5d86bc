/** The payment module's constants (donations and the shop share one provider), free of zod. */
/**
 * Test mode's cards: Stripe's documented test numbers. The browser turns a number into the matching test
 * payment method, so no card number is ever sent to our server, not even a test one.
 */
export const TEST_CARDS = [
  { number: '4242424242424242', paymentMethod: 'pm_card_visa', outcome: 'succeeds' },
  { number: '5555555555554444', paymentMethod: 'pm_card_mastercard', outcome: 'succeeds' },
  { number: '4000000000000002', paymentMethod: 'pm_card_chargeDeclined', outcome: 'Your card was declined.' },
  { number: '4000000000009995', paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds', outcome: 'Your card has insufficient funds.' },
  { number: '4000000000000069', paymentMethod: 'pm_card_chargeDeclinedExpiredCard', outcome: 'Your card has expired.' },
  { number: '4000000000000127', paymentMethod: 'pm_card_chargeDeclinedIncorrectCvc', outcome: "Your card's security code is incorrect." },
] as const;
export type TestPaymentMethod = (typeof TEST_CARDS)[number]['paymentMethod'];
export const testPaymentMethods = TEST_CARDS.map((card) => card.paymentMethod) as [TestPaymentMethod, ...TestPaymentMethod[]];

/** What a payment page says when a site takes no payments (production without a payment provider). */
export const PAYMENTS_OFF_MESSAGE =
  'Card payments are paused on this site for now, so no card can be charged. Please come back soon, or contact us.';
