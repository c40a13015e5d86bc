import { z } from 'zod';
import { errorBody } from './common';
import { endpoint } from './endpoint';
import { PAYOUT_LIMITS, PAYOUT_MAX_CENTS, revenueSources } from '../transparency';

/** Where the money went (issue 29): public figures from paid records, and the payouts ledger. */

const cents = z.number().int();
export const moneyFigures = z.object({
  grossCents: cents,
  refundedCents: cents,
  netCents: cents,
  charitiesCents: cents,
  platformCents: cents,
});
export type MoneyFigures = z.infer<typeof moneyFigures>;

export const sourceFigures = moneyFigures.extend({ source: z.enum(revenueSources) });
export type SourceFigures = z.infer<typeof sourceFigures>;

/** A month ("2026-03") or a year ("2026"): each source with income, and their total. */
export const periodFigures = z.object({ period: z.string(), sources: z.array(sourceFigures), total: moneyFigures });
export type PeriodFigures = z.infer<typeof periodFigures>;

/** A payout as everyone sees it: never a receipt file, never a member's name. */
export const publicPayout = z.object({
  id: z.string(),
  paidOn: z.string(),
  recipient: z.string(),
  amountCents: cents,
  reference: z.string().nullable(),
});
export type PublicPayout = z.infer<typeof publicPayout>;

export const transparencyFigures = z.object({
  currency: z.literal('usd'),
  /** The sources with income so far, with the percentage the site states goes to charities. */
  sources: z.array(z.object({ source: z.enum(revenueSources), charityPercent: z.number() })),
  totals: moneyFigures,
  bySource: z.array(sourceFigures),
  /** Newest first. */
  years: z.array(periodFigures),
  months: z.array(periodFigures),
  payouts: z.array(publicPayout),
  paidOutCents: cents,
  /** What the splits say is owed to charities and has not been passed on yet. */
  balanceCents: cents,
});
export type TransparencyFigures = z.infer<typeof transparencyFigures>;

/** A payout as administrators see it: with its receipt, note, and whether (and why) it was voided. */
export const adminPayout = publicPayout.extend({
  note: z.string().nullable(),
  receiptName: z.string().nullable(),
  /** Where the receipt is downloaded from (administrators only); null without one. */
  receiptUrl: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayout>;

export const adminPayouts = z.object({
  payouts: z.array(adminPayout),
  owedCents: cents,
  paidOutCents: cents,
  balanceCents: cents,
});
export type AdminPayouts = z.infer<typeof adminPayouts>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

export const recordPayoutBody = z
  .object({
    paidOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must look like 2026-05-03')
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Not a real date')
      .refine((value) => value >= '2000-01-01', 'The date is too far in the past')
      // A day ahead of UTC at most: it is already tomorrow in some time zones.
      .refine((value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), 'The date cannot be in the future'),
    recipient: z.string().trim().min(1, 'Please say who received the money').max(PAYOUT_LIMITS.recipient, 'The recipient can be at most 120 characters'),
    amountCents: z
      .number({ message: 'The amount must be a number of cents' })
      .int('The amount must be in whole cents')
      .min(1, 'The amount must be more than zero')
      .max(PAYOUT_MAX_CENTS, 'The amount is larger than any single payout this ledger takes'),
    reference: optionalText(PAYOUT_LIMITS.reference, 'The reference can be at most 120 characters'),
    note: optionalText(PAYOUT_LIMITS.note, 'The note can be at most 1000 characters'),
  })
  .strict();
export type RecordPayoutBody = z.input<typeof recordPayoutBody>;

export const voidPayoutBody = z
  .object({
    reason: z.string().trim().min(3, 'Please say why this payout is voided').max(PAYOUT_LIMITS.voidReason, 'The reason can be at most 500 characters'),
  })
  .strict();

export const payoutIdParams = z.object({ id: z.string().uuid('Not a valid payout id') });

const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody, 422: errorBody };

/** Who sees the text a payout stores: everyone on /transparency, administrators on /admin/payouts. */
const payoutShown = [
  { page: () => '/transparency', viewer: 'visitor', fields: ['recipient', 'reference'] },
  { page: () => '/admin/payouts', viewer: 'admin' },
] as const;

export const transparencyEndpoints = {
  figures: endpoint({ method: 'GET', path: '/api/transparency', access: 'public', responses: { 200: transparencyFigures } }),
  /** The same figures as a spreadsheet: one row per month and source, then the payouts. */
  csv: endpoint({ method: 'GET', path: '/api/transparency/csv', access: 'public', produces: 'file', responses: {} }),
};

export const transparencyAdminEndpoints = {
  payouts: endpoint({ method: 'GET', path: '/api/admin/payouts', access: 'admin', responses: { 200: adminPayouts, ...adminErrors } }),
  /** Refused (422) when the amount is more than the splits say is still owed. */
  recordPayout: endpoint({
    method: 'POST',
    path: '/api/admin/payouts',
    idempotent: true,
    access: 'admin',
    shownOn: payoutShown,
    body: recordPayoutBody,
    responses: { 201: adminPayout, ...adminErrors },
  }),
  /** Multipart: one PDF, JPEG or PNG file; replaces the payout's receipt. */
  attachReceipt: endpoint({
    method: 'POST',
    path: '/api/admin/payouts/:id/receipt',
    access: 'admin',
    consumes: 'multipart',
    params: payoutIdParams,
    responses: { 200: adminPayout, ...adminErrors },
  }),
  receipt: endpoint({ method: 'GET', path: '/api/admin/payouts/:id/receipt', access: 'admin', produces: 'file', params: payoutIdParams, responses: { ...adminErrors } }),
  voidPayout: endpoint({
    method: 'POST',
    path: '/api/admin/payouts/:id/void',
    access: 'admin',
    shownOn: [{ page: () => '/admin/payouts', viewer: 'admin' }],
    params: payoutIdParams,
    body: voidPayoutBody,
    responses: { 200: adminPayout, ...adminErrors },
  }),
};
