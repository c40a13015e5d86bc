import { z } from 'zod';
import { errorBody, pageFields, pageQueryFields } from './common';
import { endpoint } from './endpoint';
import { membershipIntervals, membershipLevelIds, membershipStatuses } from '../memberships';

/** POST /api/memberships: become a supporting member at one of the levels (shared/memberships.ts). */
export const joinMembershipBody = z
  .object({
    level: z.enum(membershipLevelIds, { message: `Please choose one of the levels: ${membershipLevelIds.join(', ')}` }),
    /** One per press of Join: a retried request starts one membership, never two. */
    idempotencyKey: z.string().uuid('Not a valid idempotency key').optional(),
  })
  .strict();
export type JoinMembershipBody = z.infer<typeof joinMembershipBody>;

/** What the page needs to confirm the first payment, exactly as a monthly gift's (shared/api/donations.ts). */
export const joinMembershipResponse = z.object({
  /** The membership's id, as every create answers it (the same as membershipId). */
  id: z.string(),
  membershipId: z.string(),
  clientSecret: z.string(),
  mode: z.enum(['stripe', 'test']),
});
export type JoinMembershipResponse = z.infer<typeof joinMembershipResponse>;

export const membershipPayment = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  status: z.enum(['paid', 'failed']),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  /** What the provider gave back of it (a refund made there); the split below is of what is left. */
  refundedCents: z.number().int(),
  /** The receipt's reference, as the e-mail gives it. */
  reference: z.string(),
  /** The half that goes to the charities, and the platform's half (shared/memberships.ts membershipSplitCents). */
  charitiesCents: z.number().int(),
  platformCents: z.number().int(),
  failureMessage: z.string().nullable(),
});
export type MembershipPaymentView = z.infer<typeof membershipPayment>;

/** A membership as its member sees it; the status is as of now (a cancelled one whose period passed reads `ended`). */
export const myMembership = z.object({
  id: z.string(),
  level: z.enum(membershipLevelIds),
  interval: z.enum(membershipIntervals),
  amountCents: z.number().int(),
  status: z.enum(membershipStatuses),
  /** A supporter now: the badge may show (if the member chose to show it in the Privacy tab). */
  supporter: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  startedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  failureMessage: z.string().nullable(),
  payments: z.array(membershipPayment),
});
export type MyMembership = z.infer<typeof myMembership>;

/** GET /api/memberships/mine: the current membership (or the latest, once ended), null if never joined. */
export const myMembershipAnswer = z.object({ membership: myMembership.nullable() });
export type MyMembershipAnswer = z.infer<typeof myMembershipAnswer>;

export const membershipIdParams = z.object({ id: z.string().uuid('Not a valid membership id') });
export const statementParams = z.object({
  year: z.coerce.number({ message: 'The year must be a number' }).int('The year must be a whole number').min(2000, 'No statement before 2000').max(2100, 'No statement after 2100'),
});

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody, 503: errorBody };

export const membershipEndpoints = {
  mine: endpoint({ method: 'GET', path: '/api/memberships/mine', access: 'member', responses: { 200: myMembershipAnswer, 401: errorBody } }),
  join: endpoint({
    method: 'POST',
    path: '/api/memberships',
    access: 'member',
    idempotent: true,
    shownOn: [],
    body: joinMembershipBody,
    responses: { 200: joinMembershipResponse, ...errors },
  }),
  /** Stops renewal: the member stays a supporter until the paid period ends. */
  cancel: endpoint({ method: 'POST', path: '/api/memberships/:id/cancel', access: 'member', params: membershipIdParams, responses: { 200: myMembership, ...errors } }),
  /** A year's statement for tax records: the member's membership payments and gifts of that year (CSV). */
  statement: endpoint({ method: 'GET', path: '/api/memberships/statements/:year', access: 'member', produces: 'file', params: statementParams, responses: errors }),
  /** The same statement as a PDF to print or file. */
  statementPdf: endpoint({ method: 'GET', path: '/api/memberships/statements/:year/pdf', access: 'member', produces: 'file', params: statementParams, responses: errors }),
};

/* ---------- Administration: /admin/supporters ---------- */

/** How many days the supporters page's churn looks back. */
export const CHURN_WINDOW_DAYS = 30;

export const adminMembershipSummary = z.object({
  /** Supporting members now: memberships active (within their grace) or cancelled and still in their paid period. */
  supporters: z.number().int(),
  /** Of them, those who cancelled and run out at their period's end. */
  cancelling: z.number().int(),
  /** What the renewing memberships bring each month: a yearly level counts a twelfth of its amount (rounded to the cent once, on the total). */
  monthlyRecurringCents: z.number().int(),
  /** Membership payments received this calendar month (UTC), and ever. */
  thisMonthCents: z.number().int(),
  allTimeCents: z.number().int(),
  /** Supporters now at each level. */
  levels: z.array(z.object({ level: z.enum(membershipLevelIds), interval: z.enum(membershipIntervals), amountCents: z.number().int(), supporters: z.number().int() })),
  /**
   * The last CHURN_WINDOW_DAYS days: memberships begun (first payment) and ended; of the supporters at
   * the window's start, how many have ended since, and that as a share (null when there were none).
   */
  churn: z.object({
    days: z.number().int(),
    joined: z.number().int(),
    ended: z.number().int(),
    atStart: z.number().int(),
    endedOfStart: z.number().int(),
    rate: z.number().nullable(),
  }),
});
export type AdminMembershipSummary = z.infer<typeof adminMembershipSummary>;

export const adminMembershipsQuery = z
  .object({
    status: z.enum(membershipStatuses).optional(),
    level: z.enum(membershipLevelIds).optional(),
    /** A member's name or e-mail address, or part of it. */
    q: z.string().trim().max(200).optional(),
    ...pageQueryFields,
  })
  .strict();
export type AdminMembershipsQuery = z.input<typeof adminMembershipsQuery>;

export const adminMembershipRow = myMembership
  .pick({ id: true, level: true, interval: true, amountCents: true, status: true, supporter: true, startedAt: true, currentPeriodEnd: true, cancelledAt: true, endedAt: true, failureMessage: true })
  .extend({
    /** Null once the member deleted their account (the payments stay, as financial records). */
    member: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
    createdAt: z.string(),
    /** Paid payments, and their sum. */
    paymentCount: z.number().int(),
    totalPaidCents: z.number().int(),
  });
export type AdminMembershipRow = z.infer<typeof adminMembershipRow>;
export const adminMembershipsPage = z.object({ memberships: z.array(adminMembershipRow), ...pageFields });
export type AdminMembershipsPage = z.infer<typeof adminMembershipsPage>;

const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody };

export const membershipAdminEndpoints = {
  summary: endpoint({ method: 'GET', path: '/api/admin/memberships/summary', access: 'admin', responses: { 200: adminMembershipSummary, ...adminErrors } }),
  list: endpoint({ method: 'GET', path: '/api/admin/memberships', access: 'admin', query: adminMembershipsQuery, responses: { 200: adminMembershipsPage, ...adminErrors } }),
};
