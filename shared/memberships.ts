import { splitCents } from './money-splits';

/** Supporting memberships (issue 29): optional, and nothing that is free becomes paid. */

export const membershipIntervals = ['month', 'year'] as const;
export type MembershipInterval = (typeof membershipIntervals)[number];

/** The levels, in cents: a member picks one; the amount is never typed. */
export const MEMBERSHIP_LEVELS = [
  { id: 'monthly-5', interval: 'month', amountCents: 500 },
  { id: 'monthly-10', interval: 'month', amountCents: 1000 },
  { id: 'yearly-50', interval: 'year', amountCents: 5000 },
  { id: 'yearly-100', interval: 'year', amountCents: 10000 },
] as const satisfies readonly { id: string; interval: MembershipInterval; amountCents: number }[];
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];
export const membershipLevelIds = ['monthly-5', 'monthly-10', 'yearly-50', 'yearly-100'] as const satisfies readonly MembershipLevel['id'][];
export type MembershipLevelId = (typeof membershipLevelIds)[number];

export const levelOf = (id: MembershipLevelId): MembershipLevel => MEMBERSHIP_LEVELS.find((level) => level.id === id)!;

/**
 * pending: waiting for the first payment; active: paid and renewing; cancelling: the member cancelled,
 * a supporter until the paid period ends; ended: over (period passed, or the provider gave up); failed:
 * the first payment was refused.
 */
export const membershipStatuses = ['pending', 'active', 'cancelling', 'ended', 'failed'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** The home page's promise: half of every membership goes to the charities. */
export const MEMBERSHIP_CHARITY_SHARE = 0.5;
export const membershipSplitCents = (cents: number) => splitCents(cents, MEMBERSHIP_CHARITY_SHARE);

/**
 * While the provider retries a refused renewal (Stripe's smart retries take up to about two weeks), a
 * renewing member stays a supporter; the provider giving up ends it at once.
 */
export const RENEWAL_GRACE_DAYS = 14;

/** Until when a membership makes its member a supporter: active ones a grace past the period, cancelled ones to the period's end. */
export function supporterUntilOf(m: { status: MembershipStatus; currentPeriodEnd: Date | string | null }): Date | null {
  if (!m.currentPeriodEnd) return null;
  const end = new Date(m.currentPeriodEnd).getTime();
  if (m.status === 'active') return new Date(end + RENEWAL_GRACE_DAYS * 86_400_000);
  return m.status === 'cancelling' ? new Date(end) : null;
}

/** A supporter now (the badge's rule, and the membership page's). */
export function isSupporter(m: { status: MembershipStatus; currentPeriodEnd: Date | string | null }, now = new Date()) {
  const until = supporterUntilOf(m);
  return until !== null && until.getTime() > now.getTime();
}

/** The status as of now: a cancelled membership whose paid period has passed has ended, whether or not the ending job ran yet. */
export function statusAt(m: { status: MembershipStatus; currentPeriodEnd: Date | string | null }, now = new Date()): MembershipStatus {
  if (m.status === 'cancelling' && !isSupporter(m, now)) return 'ended';
  return m.status;
}

/** What the page says about what stays free. */
export const MEMBERSHIP_FREE_NOTE = 'Everything on this site stays free for every member. A supporting membership is a gift: it unlocks nothing that others must pay for.';
