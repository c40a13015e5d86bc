import { z } from 'zod';
import { errorBody, pageFields, pageQueryFields } from './common';
import { endpoint } from './endpoint';
import { DONATION_MAX_DOLLARS, DONATION_MIN_DOLLARS, donationStatuses, donationTypes } from '../donations';

const dollars = z
  .number({ message: 'The amount must be a number of dollars' })
  .finite()
  .min(DONATION_MIN_DOLLARS, `Please donate at least $${DONATION_MIN_DOLLARS}.`)
  .max(DONATION_MAX_DOLLARS, `A single gift can be at most $${DONATION_MAX_DOLLARS.toLocaleString('en-US')}.`)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'The amount must be in whole cents');

/** POST /api/donations/create-payment-intent (type one-time) and /create-subscription (type monthly). */
export const createDonationBody = z
  .object({
    amount: dollars,
    type: z.enum(donationTypes),
    /** Where a visitor's receipt goes (members' receipts go to their account's address). */
    email: z.string().trim().max(254).email('Please enter a valid e-mail address for your receipt').optional(),
    /** One per press of Donate: a retried request creates one gift, never two. */
    idempotencyKey: z.string().uuid('Not a valid idempotency key').optional(),
  })
  .strict();
export type CreateDonationBody = z.infer<typeof createDonationBody>;

export const createDonationResponse = z.object({
  clientSecret: z.string(),
  donationId: z.string(),
  mode: z.enum(['stripe', 'test']),
});
export type CreateDonationResponse = z.infer<typeof createDonationResponse>;

/** GET /api/donations/config: which payment form the page shows. */
export const donationConfig = z.object({
  /** `off`: this site takes no gifts (production without a payment provider); the page says so. */
  mode: z.enum(['stripe', 'test', 'off']),
  publishableKey: z.string().nullable(),
  currency: z.literal('usd'),
});
export type DonationConfig = z.infer<typeof donationConfig>;

/** A gift as its donor sees it (profile, manage link). */
export const donorGift = z.object({
  id: z.string(),
  type: z.enum(donationTypes),
  amountCents: z.number().int(),
  status: z.enum(donationStatuses),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Successful payments so far (a monthly gift has one per month) and their total. */
  paymentCount: z.number().int(),
  totalPaidCents: z.number().int(),
  /** Monthly gifts that are active: when the next payment is due. */
  nextPaymentAt: z.string().nullable(),
});
export type DonorGift = z.infer<typeof donorGift>;
export const donorGifts = z.object({ gifts: z.array(donorGift) });

/** GET /api/donations/manage?token=: the gift a receipt's cancel link points at (visitors' monthly gifts). */
export const manageTokenQuery = z.object({ token: z.string().min(20).max(200) }).strict();
export const manageTokenBody = manageTokenQuery;

/** Admin area. */
export const adminDonationSummary = z.object({
  thisMonthCents: z.number().int(),
  allTimeCents: z.number().int(),
  /** Members and visitors with an active monthly gift, and what those gifts bring each month. */
  monthlyDonors: z.number().int(),
  monthlyRecurringCents: z.number().int(),
  paymentsThisMonth: z.number().int(),
});
export type AdminDonationSummary = z.infer<typeof adminDonationSummary>;

export const adminDonationsQuery = z
  .object({
    status: z.enum(donationStatuses).optional(),
    type: z.enum(donationTypes).optional(),
    ...pageQueryFields,
  })
  .strict();

export const adminDonationRow = z.object({
  id: z.string(),
  type: z.enum(donationTypes),
  amountCents: z.number().int(),
  status: z.enum(donationStatuses),
  provider: z.enum(['stripe', 'test']),
  donor: z.object({
    userId: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  paymentCount: z.number().int(),
  totalPaidCents: z.number().int(),
  failureMessage: z.string().nullable(),
});
export type AdminDonationRow = z.infer<typeof adminDonationRow>;
export const adminDonationsPage = z.object({
  donations: z.array(adminDonationRow),
  ...pageFields,
});
export type AdminDonationsPage = z.infer<typeof adminDonationsPage>;

/** POST /api/donations/:id/cancel: a signed-in member's own monthly gift. */
export const donationIdParams = z.object({ id: z.string().uuid('Not a valid gift id') });

const giftErrors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody, 503: errorBody };
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody };

export const donationEndpoints = {
  config: endpoint({ method: 'GET', path: '/api/donations/config', access: 'public', responses: { 200: donationConfig } }),
  createPaymentIntent: endpoint({
    method: 'POST',
    path: '/api/donations/create-payment-intent',
    idempotent: true,
    access: 'public',
    shownOn: [],
    body: createDonationBody,
    responses: { 200: createDonationResponse, ...giftErrors },
  }),
  createSubscription: endpoint({
    method: 'POST',
    path: '/api/donations/create-subscription',
    idempotent: true,
    access: 'public',
    shownOn: [],
    body: createDonationBody,
    responses: { 200: createDonationResponse, ...giftErrors },
  }),
  mine: endpoint({ method: 'GET', path: '/api/donations/mine', access: 'member', responses: { 200: donorGifts, 401: errorBody } }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/donations/:id/cancel',
    access: 'member',
    params: donationIdParams,
    responses: { 200: donorGift, ...giftErrors },
  }),
  /** A receipt's link: whoever holds the token sees and may stop that gift. */
  managed: endpoint({ method: 'GET', path: '/api/donations/manage', access: 'public', query: manageTokenQuery, responses: { 200: donorGift, ...giftErrors } }),
  cancelManaged: endpoint({
    method: 'POST',
    path: '/api/donations/manage/cancel',
    access: 'public',
    shownOn: [],
    body: manageTokenBody,
    responses: { 200: donorGift, ...giftErrors },
  }),
};

export const donationAdminEndpoints = {
  summary: endpoint({ method: 'GET', path: '/api/admin/donations/summary', access: 'admin', responses: { 200: adminDonationSummary, ...adminErrors } }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/donations',
    access: 'admin',
    query: adminDonationsQuery,
    responses: { 200: adminDonationsPage, ...adminErrors },
  }),
};

