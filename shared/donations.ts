import { splitCents } from './money-splits';
/**
 * Donation constants (spec sections 2, 5 and 9), free of zod so the donate page's first chunk stays small.
 * Amounts the donor picks are whole dollars on the page; the API takes dollars and stores cents.
 */
export const DONATION_MIN_DOLLARS = 5;
export const DONATION_MAX_DOLLARS = 10_000;
export const DONATION_PRESETS = [5, 10, 25, 50, 100] as const;
export const DONATION_DEFAULT_DOLLARS = 25;
export const DONATION_CURRENCY = 'usd' as const;
/** 80% of every gift goes to clubfoot charities, 20% supports the platform. */
export const CHARITY_SHARE = 0.8;
export const IMPACT_EXAMPLES = [
  { amount: 25, label: 'Helps pay for plaster for a baby’s weekly casts' },
  { amount: 50, label: 'Helps provide a boots and bar brace' },
  { amount: 100, label: 'Helps a family travel to clinic visits' },
  { amount: 250, label: 'Helps towards a child’s full course of treatment' },
] as const;

export const donationTypes = ['one-time', 'monthly'] as const;
export type DonationType = (typeof donationTypes)[number];
/** A gift's kind, in words. */
export const GIFT_TYPE_LABELS: Record<DonationType, string> = { 'one-time': 'One-time', monthly: 'Monthly' };

/**
 * one-time: pending -> paid | failed. monthly: pending -> active (first payment) -> cancelled, or
 * pending -> failed when the first payment is refused.
 */
export const donationStatuses = ['pending', 'paid', 'failed', 'active', 'cancelled'] as const;
export type DonationStatus = (typeof donationStatuses)[number];

/** The effective amount: never below the minimum; empty or invalid becomes the minimum (spec section 5). */
export function effectiveAmount(input: number | string | null | undefined): number {
  const value = typeof input === 'string' ? Number(input.trim() === '' ? Number.NaN : input) : Number(input ?? Number.NaN);
  if (!Number.isFinite(value) || value < DONATION_MIN_DOLLARS) return DONATION_MIN_DOLLARS;
  return Math.min(Math.round(value * 100) / 100, DONATION_MAX_DOLLARS);
}

/** The 80 / 20 split of a gift, each share rounded to whole dollars (spec section 9). */
export function splitOf(dollars: number) {
  return { charities: Math.round(dollars * CHARITY_SHARE), platform: Math.round(dollars * (1 - CHARITY_SHARE)) };
}

/** The same split in cents, exact, for receipts: the charities' share rounded down, the rest to the platform. */
export function splitCentsOf(cents: number) {
  return splitCents(cents, CHARITY_SHARE);
}
// Test mode's cards are the payment module's (shared/payments.ts); donations use them too.
export { TEST_CARDS, testPaymentMethods, type TestPaymentMethod } from './payments';

/** What the donate page and the API say when a site takes no gifts (production without a payment provider). */
export const DONATIONS_OFF_MESSAGE =
  "Online giving is paused on this site for now, so no card can be charged. Please come back soon, or contact us and we'll tell you other ways to give.";
