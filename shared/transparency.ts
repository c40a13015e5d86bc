import { splitCentsOf } from './donations';

/**
 * Where the money went (issue 29), free of zod so the transparency page's first chunk stays small.
 * Money is in integer cents. One rounding rule everywhere: for each payment, the charities' share is
 * its stated percentage rounded down to the cent (the rule donors' receipts already use), and the
 * platform keeps the rest, so the two shares always add up to the payment.
 */

/** Kinds of income, each with the share of it the site says goes to clubfoot charities. */
export const revenueSources = ['oneTime', 'monthly', 'memberships'] as const;
export type RevenueSource = (typeof revenueSources)[number];

/** The percentage of each kind of income the site states goes to charities (donate page: 80%; memberships: 50%). */
export const CHARITY_PERCENT: Record<RevenueSource, number> = { oneTime: 80, monthly: 80, memberships: 50 };

/** One payment's split in cents. */
export function charitySplitOf(cents: number, source: RevenueSource) {
  if (CHARITY_PERCENT[source] === 80) return splitCentsOf(cents);
  const charities = Math.floor((cents * CHARITY_PERCENT[source]) / 100);
  return { charities, platform: cents - charities };
}

/** A receipt for a payout: a PDF or a photo of one, up to 10 MB. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const PAYOUT_LIMITS = { recipient: 120, reference: 120, note: 1000, voidReason: 500 } as const;
/** The largest single payout anyone can record ($1,000,000): a typo in the amount is refused early. */
export const PAYOUT_MAX_CENTS = 100_000_000;
