import { z } from 'zod';
import { errorBody } from './common';
import { endpoint } from './endpoint';

/**
 * The figures of /admin/analytics (issue 22), one endpoint per section so each loads on its own.
 * Every figure carries the same figure for the period just before, of the same length, for
 * comparison. Days are calendar days in UTC. Figures come from the daily rollups
 * (docs/decisions/0026-analytics.md).
 */
export const ANALYTICS_FIGURES = {
  /** The longest range asked for at once, in days (about three years). */
  rangeMaxDays: 1096,
  /** The first day a range may start on. */
  earliestDay: '2000-01-01',
  /** Rows in a ranking (top pages, referrers, searches with no result...). */
  rankingRows: 25,
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};
const dayMs = 86_400_000;
/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

/** A calendar day, `YYYY-MM-DD`. */
export const isoDay = z
  .string()
  .regex(ISO_DAY, 'must be a date written YYYY-MM-DD')
  .refine(isRealDay, 'must be a real calendar date')
  .refine((value) => value >= ANALYTICS_FIGURES.earliestDay, `must be ${ANALYTICS_FIGURES.earliestDay} or later`);

/** The period asked for: `from` and `to` are both counted. */
export const figuresQuery = z
  .object({ from: isoDay, to: isoDay })
  .strict()
  .refine((range) => range.from <= range.to, { message: 'from must not be after to', path: ['from'] })
  .refine((range) => daysInRange(range.from, range.to) <= ANALYTICS_FIGURES.rangeMaxDays, {
    message: `A range can be at most ${ANALYTICS_FIGURES.rangeMaxDays} days long`,
    path: ['to'],
  });
export type FiguresQuery = z.infer<typeof figuresQuery>;

/** The period shown and the one before it (the same number of days, ending the day before `from`). */
export const figureRange = z.object({ from: isoDay, to: isoDay, previousFrom: isoDay, previousTo: isoDay });
export type FigureRange = z.infer<typeof figureRange>;

/** One number for the period and the same number for the previous period. */
export const figurePair = z.object({ value: z.number(), previous: z.number() });
export type FigurePair = z.infer<typeof figurePair>;

export const seriesIntervals = ['day', 'week', 'month'] as const;
export type SeriesInterval = (typeof seriesIntervals)[number];

/** One bucket of a chart: the day, the week's Monday or the month's first day it starts on. */
export const seriesPoint = z.object({ start: isoDay, value: z.number() });
export type SeriesPoint = z.infer<typeof seriesPoint>;

/**
 * A figure over time. `points` cover the period (the first and last bucket may be partial weeks or
 * months, cut at the range's ends); `previous` are the previous period's buckets, the same count, in
 * order, so point i and previous i can be drawn together.
 */
export const figureSeries = z.object({
  interval: z.enum(seriesIntervals),
  total: z.number(),
  previousTotal: z.number(),
  points: z.array(seriesPoint),
  previous: z.array(seriesPoint),
});
export type FigureSeries = z.infer<typeof figureSeries>;

/** One row of a ranking: what it is (a page, a site, a browser, a search...), how many, and how many before. */
export const rankingRow = z.object({
  key: z.string(),
  label: z.string(),
  /** A second column when the ranking has one: where a search was made, say. */
  detail: z.string().nullable(),
  /** Where the row leads on the site, when it names a page of it. */
  href: z.string().nullable(),
  value: z.number(),
  previous: z.number(),
});
export type RankingRow = z.infer<typeof rankingRow>;

/** The top rows (at most `rankingRows`) and the totals of all rows, for shares. */
export const figureRanking = z.object({ rows: z.array(rankingRow), total: z.number(), previousTotal: z.number() });
export type FigureRanking = z.infer<typeof figureRanking>;

export const trafficFigures = z.object({
  range: figureRange,
  /** Sessions started per day (a visitor is a browser session). */
  visitors: figureSeries,
  pageViews: figureSeries,
  /** Seconds, over the sessions whose end arrived. */
  averageDurationSeconds: figurePair,
  /** Sessions with a single page view, as a share from 0 to 1. */
  bounceShare: figurePair,
  /** Page views per path. */
  topPages: figureRanking,
  /** Sessions per first page. */
  entryPages: figureRanking,
  /** Sessions per referring site (the entry page's referrer's host; "Direct" when none). */
  referrers: figureRanking,
  /** Sessions per device type, browser, operating system (parsed from the stored user agent) and preferred language. */
  devices: figureRanking,
  browsers: figureRanking,
  operatingSystems: figureRanking,
  languages: figureRanking,
});
export type TrafficFigures = z.infer<typeof trafficFigures>;

export const memberFigures = z.object({
  range: figureRange,
  /** New accounts per week. */
  signUps: figureSeries,
  /** Of the accounts made in the period, the share that verified their e-mail address (0 to 1). */
  verifiedShare: figurePair,
  /** Members who used the site signed in during the period. */
  activeMembers: figurePair,
  /** Average profile completeness (0 to 100) of the accounts made in the period. */
  profileCompleteness: figurePair,
  /** Accounts made in the period by completeness band ("0-24%", ...). */
  completenessBands: figureRanking,
});
export type MemberFigures = z.infer<typeof memberFigures>;

export const contentFigures = z.object({
  range: figureRange,
  /** Page views of each library article. */
  articles: figureRanking,
  /** Minutes watched of each video. */
  videos: figureRanking,
  /** Forum topics, replies and comments written per week. */
  forumTopics: figureSeries,
  forumReplies: figureSeries,
  forumComments: figureSeries,
  /** What people searched for and found nothing: the term as label, where (Library, Forum, Assistant) as detail. */
  searchesWithoutResult: figureRanking,
  /** The assistant's questions it had no source for, with how often each was asked. */
  assistantWithoutSource: figureRanking,
  /** Of all the assistant's questions in the period, the share it had no source for (0 to 1). */
  assistantWithoutSourceShare: figurePair,
});
export type ContentFigures = z.infer<typeof contentFigures>;

export const programmeFigures = z.object({
  range: figureRange,
  /** Clubfoot Buddy: requests sent, matches made (accepted) and matches completed, per week. */
  buddyRequests: figureSeries,
  buddyMatches: figureSeries,
  buddyCompleted: figureSeries,
  /** Doctor (specialist referral) requests per week, and the share answered within the promised 48 hours. */
  doctorRequests: figureSeries,
  doctorAnsweredIn48hShare: figurePair,
  /** Donations received per month, in cents (refunds taken off). */
  oneTimeDonationsCents: figureSeries,
  monthlyDonationsCents: figureSeries,
  /** Monthly gifts running at the end of the period. */
  activeMonthlyDonors: figurePair,
  /** Shop orders paid per month and their revenue in cents. */
  shopOrders: figureSeries,
  shopRevenueCents: figureSeries,
  /** Event registrations (places taken and waiting-list places) per week. */
  eventRegistrations: figureSeries,
  /** Supporting membership payments received per month, in cents (issue 29). */
  membershipCents: figureSeries,
  /** Supporting memberships running at the end of the period. */
  activeSupporters: figurePair,
});
export type ProgrammeFigures = z.infer<typeof programmeFigures>;

const figureErrors = { 400: errorBody, 401: errorBody, 403: errorBody };
const figures = <R extends z.ZodType>(path: string, body: R) =>
  endpoint({ method: 'GET', path, access: 'admin', query: figuresQuery, responses: { 200: body, ...figureErrors } });

/** The admin analytics' figures, by section. */
export const analyticsFigureEndpoints = {
  traffic: figures('/api/admin/analytics/traffic', trafficFigures),
  members: figures('/api/admin/analytics/members', memberFigures),
  content: figures('/api/admin/analytics/content', contentFigures),
  programmes: figures('/api/admin/analytics/programmes', programmeFigures),
};
