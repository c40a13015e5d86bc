import { z } from 'zod';
import { COUNTRY_CODES } from '../countries';
import { errorBody } from './common';
import { endpoint } from './endpoint';

/** Any US size the site stores, in half steps (each scale below narrows it). */
export const SHOE_SIZE = { min: 0, max: 20, step: 0.5 } as const;

/**
 * Sizes only compare within one scale (issue 7). Ranges are each scale's real sizes: toddler and
 * little-kid sizes run 0 to 13.5, big-kid (youth) 1 to 7, women's 4 to 16, men's 3.5 to 18.
 */
export const sizeScales = ['us-kids', 'us-youth', 'us-women', 'us-men'] as const;
export type SizeScale = (typeof sizeScales)[number];
export const SIZE_SCALES: Record<SizeScale, { label: string; min: number; max: number; hint: string }> = {
  'us-kids': { label: 'US toddler and little kid (0 to 13.5)', min: 0, max: 13.5, hint: 'Baby, toddler and little-kid shoes, usually up to about age 6.' },
  'us-youth': { label: 'US big kid / youth (1 to 7)', min: 1, max: 7, hint: 'Big-kid sizes, often marked "Y" or "youth", for children of about 6 to 12.' },
  'us-women': { label: "US women's (4 to 16)", min: 4, max: 16, hint: "Adult women's sizes." },
  'us-men': { label: "US men's (3.5 to 18)", min: 3.5, max: 18, hint: "Adult men's sizes." },
};

export const footWidths = ['narrow', 'medium', 'wide', 'extra-wide'] as const;
export type FootWidth = (typeof footWidths)[number];
export const FOOT_WIDTH_LABELS: Record<FootWidth, string> = { narrow: 'Narrow', medium: 'Medium', wide: 'Wide', 'extra-wide': 'Extra wide' };

/** 'exact': only buddies with exactly my sizes swapped; 'half': also half a size either way. */
export const sizeTolerances = ['exact', 'half'] as const;
export type SizeTolerance = (typeof sizeTolerances)[number];

/** Children's feet grow: sizes are confirmed again after this many days (under 5s), or the longer period. */
export const CONFIRM_AFTER_DAYS = { underFive: 90, other: 180 } as const;
export const MAX_OPEN_REQUESTS = 10;
export const REQUEST_MESSAGE_MAX = 500;
export const FEEDBACK_MAX = 1000;

const shoeSize = z
  .number()
  .min(SHOE_SIZE.min)
  .max(SHOE_SIZE.max)
  .refine((n) => Number.isInteger(n * 2), 'must be a whole or half size (step 0.5)');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const thisYear = new Date().getUTCFullYear();

/**
 * Spec section 3, Shoe info; POST /api/clubfoot-buddy/my-shoes. The spec's five fields, plus issue
 * 7's optional ones: without them the spec's payload still works (scale 'us-kids', exact sizes).
 */
export const shoeInfoBody = z
  .object({
    leftFootSize: shoeSize,
    rightFootSize: shoeSize,
    preferredBrands: optionalText(300),
    shoeTypes: optionalText(300),
    notes: optionalText(1000),
    sizeScale: z.enum(sizeScales).optional().default('us-kids'),
    leftWidth: z.enum(footWidths).nullable().optional().default(null),
    rightWidth: z.enum(footWidths).nullable().optional().default(null),
    country: z.enum(COUNTRY_CODES, 'Choose a country from the list').nullable().optional().default(null),
    /** The year the person who wears the shoes was born (children's sizes are confirmed more often). */
    wearerBirthYear: z.number().int().min(1900).max(thisYear + 1).nullable().optional().default(null),
    tolerance: z.enum(sizeTolerances).optional().default('exact'),
    paused: z.boolean().optional().default(false),
  })
  .strict()
  .superRefine((body, ctx) => {
    const scale = SIZE_SCALES[body.sizeScale];
    for (const side of ['leftFootSize', 'rightFootSize'] as const) {
      if (body[side] < scale.min || body[side] > scale.max) {
        ctx.addIssue({ code: 'custom', path: [side], message: `must be between ${scale.min} and ${scale.max} in ${scale.label.replace(/ \(.*\)$/, '')} sizes` });
      }
    }
  });
export type ShoeInfoBody = z.input<typeof shoeInfoBody>;

export const shoeInfo = z.object({
  leftFootSize: z.number(),
  rightFootSize: z.number(),
  preferredBrands: z.string().nullable(),
  shoeTypes: z.string().nullable(),
  notes: z.string().nullable(),
  sizeScale: z.enum(sizeScales),
  leftWidth: z.enum(footWidths).nullable(),
  rightWidth: z.enum(footWidths).nullable(),
  country: z.string().nullable(),
  wearerBirthYear: z.number().nullable(),
  tolerance: z.enum(sizeTolerances),
  paused: z.boolean(),
  /** When the sizes were last saved or confirmed. */
  confirmedAt: z.string(),
  /** After this date the profile is stale (not offered as a match) until the sizes are confirmed. */
  confirmBy: z.string(),
  stale: z.boolean(),
  /** Equal sizes need no buddy. */
  needsMatch: z.boolean(),
  /** Earlier saves, newest first (feet grow). */
  history: z.array(z.object({ leftFootSize: z.number(), rightFootSize: z.number(), sizeScale: z.enum(sizeScales), savedAt: z.string() })),
});
export type ShoeInfo = z.infer<typeof shoeInfo>;

/* ---------- Suggestions ---------- */

/** A possible buddy, shown as their privacy settings allow: first name, country only with showLocation. */
export const buddyCandidate = z.object({
  memberId: z.string(),
  firstName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  country: z.string().nullable(),
  sizeScale: z.enum(sizeScales),
  leftFootSize: z.number(),
  rightFootSize: z.number(),
  leftWidth: z.enum(footWidths).nullable(),
  rightWidth: z.enum(footWidths).nullable(),
  preferredBrands: z.string().nullable(),
  shoeTypes: z.string().nullable(),
  confirmedAt: z.string(),
  /** What matches: sizes exactly or within half a size, widths, shared brands and types, country. */
  matches: z.object({
    sizes: z.enum(['exact', 'half']),
    widths: z.boolean(),
    brands: z.array(z.string()),
    shoeTypes: z.array(z.string()),
    country: z.boolean(),
  }),
  /** Plain sentences about what differs ("Their left shoe is half a size larger than your right."). */
  differences: z.array(z.string()),
});
export type BuddyCandidate = z.infer<typeof buddyCandidate>;

/** Why there are no suggestions (null when suggestions were looked for). */
export const noSuggestionReasons = ['no-profile', 'equal-sizes', 'stale', 'paused'] as const;
export const suggestionList = z.object({
  suggestions: z.array(buddyCandidate),
  reason: z.enum(noSuggestionReasons).nullable(),
});
export type SuggestionList = z.infer<typeof suggestionList>;

/* ---------- Matches ---------- */

export const matchStatuses = ['requested', 'accepted', 'declined', 'cancelled', 'completed'] as const;
export type MatchStatus = (typeof matchStatuses)[number];
export const OPEN_MATCH_STATUSES = ['requested', 'accepted'] as const satisfies readonly MatchStatus[];

export const createMatchBody = z
  .object({
    memberId: z.string().uuid('Not a valid member id'),
    message: z.string().trim().max(REQUEST_MESSAGE_MAX, `At most ${REQUEST_MESSAGE_MAX} characters`).optional().default(''),
  })
  .strict();
export type CreateMatchBody = z.input<typeof createMatchBody>;

export const feedbackBody = z
  .object({
    rating: z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
    comment: z.string().trim().max(FEEDBACK_MAX, `At most ${FEEDBACK_MAX} characters`).optional().default(''),
  })
  .strict();
export type FeedbackBody = z.input<typeof feedbackBody>;

/** One side of a match as the other member sees it (full name once accepted). */
export const matchMember = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  country: z.string().nullable(),
  /** The shoe profile as it is now (null when it was removed). */
  shoes: z
    .object({
      sizeScale: z.enum(sizeScales),
      leftFootSize: z.number(),
      rightFootSize: z.number(),
      leftWidth: z.enum(footWidths).nullable(),
      rightWidth: z.enum(footWidths).nullable(),
      preferredBrands: z.string().nullable(),
      shoeTypes: z.string().nullable(),
      notes: z.string().nullable(),
    })
    .nullable(),
});
export type MatchMember = z.infer<typeof matchMember>;

export const buddyMatch = z.object({
  id: z.string(),
  status: z.enum(matchStatuses),
  /** My side of it: I asked, or I was asked; `observer`: an administrator looking at a match they are not in. */
  role: z.enum(['requester', 'recipient', 'observer']),
  requester: matchMember,
  recipient: matchMember,
  message: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The buddies' private conversation (messages), once accepted. */
  conversationId: z.string().nullable(),
  /** What the signed-in member may do now. */
  actions: z.array(z.enum(['accept', 'decline', 'cancel', 'complete', 'feedback'])),
  myFeedback: z.object({ rating: z.number(), comment: z.string().nullable() }).nullable(),
  /** Only admins see both members' feedback. */
  feedback: z.array(z.object({ memberId: z.string(), rating: z.number(), comment: z.string().nullable() })).nullable(),
});
export type BuddyMatch = z.infer<typeof buddyMatch>;
export const matchList = z.object({ matches: z.array(buddyMatch) });
export type MatchList = z.infer<typeof matchList>;

/** /admin: the programme in figures. */
export const buddyStats = z.object({
  profiles: z.number().int(),
  activeProfiles: z.number().int(),
  openRequests: z.number().int(),
  acceptedMatches: z.number().int(),
  completedMatches: z.number().int(),
  /** Median hours from request to acceptance, over accepted and completed matches (null before any). */
  medianHoursToMatch: z.number().nullable(),
});
export type BuddyStats = z.infer<typeof buddyStats>;

export const matchParams = z.object({ id: z.string().uuid('Not a valid match id') });

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/**
 * A step on a match by one of its members: 409 with the reason when it is no longer possible. The four
 * share one type (the path as a plain string), so the client can call whichever step was chosen.
 */
const matchStep = (path: string) =>
  endpoint({ method: 'POST', path, access: 'member', params: matchParams, responses: { 200: buddyMatch, ...errors } });

/** Clubfoot Buddy (spec section 7's my-shoes, and issue 7's matching): signed-in members only, and the admins' figures. */
export const buddyEndpoints = {
  myShoes: endpoint({ method: 'GET', path: '/api/clubfoot-buddy/my-shoes', access: 'member', responses: { 200: shoeInfo, ...errors } }),
  saveShoes: endpoint({ method: 'POST', path: '/api/clubfoot-buddy/my-shoes', access: 'member', shownOn: [{ viewer: 'writer', page: () => '/clubfoot-buddy' }], body: shoeInfoBody, responses: { 200: shoeInfo, ...errors } }),
  /** The saved sizes are still right (feet grow, so the programme asks again). */
  confirmShoes: endpoint({ method: 'POST', path: '/api/clubfoot-buddy/my-shoes/confirm', access: 'member', responses: { 200: shoeInfo, ...errors } }),
  suggested: endpoint({ method: 'GET', path: '/api/clubfoot-buddy/matches/suggested', access: 'member', responses: { 200: suggestionList, ...errors } }),
  matches: endpoint({ method: 'GET', path: '/api/clubfoot-buddy/matches', access: 'member', responses: { 200: matchList, ...errors } }),
  /** 403 without a confirmed address, 409/429 past the open-request limit. */
  requestMatch: endpoint({
    method: 'POST',
    path: '/api/clubfoot-buddy/matches',
    idempotent: true,
    access: 'member',
    shownOn: [{ viewer: 'member', page: ({ result }) => `/clubfoot-buddy/match/${result.id}` }],
    body: createMatchBody,
    responses: { 201: buddyMatch, ...errors },
  }),
  /** 404 unless it is mine, or I am an admin. */
  match: endpoint({ method: 'GET', path: '/api/clubfoot-buddy/matches/:id', access: 'member', params: matchParams, responses: { 200: buddyMatch, ...errors } }),
  accept: matchStep('/api/clubfoot-buddy/matches/:id/accept'),
  decline: matchStep('/api/clubfoot-buddy/matches/:id/decline'),
  cancel: matchStep('/api/clubfoot-buddy/matches/:id/cancel'),
  complete: matchStep('/api/clubfoot-buddy/matches/:id/complete'),
  feedback: endpoint({
    method: 'POST',
    path: '/api/clubfoot-buddy/matches/:id/feedback',
    access: 'member',
    shownOn: [{ viewer: 'writer', page: ({ params }) => `/clubfoot-buddy/match/${params.id}` }],
    params: matchParams,
    body: feedbackBody,
    responses: { 200: buddyMatch, ...errors },
  }),
  /** /admin: the programme in figures. */
  adminStats: endpoint({ method: 'GET', path: '/api/admin/buddy/stats', access: 'admin', responses: { 200: buddyStats, 401: errorBody, 403: errorBody } }),
};
