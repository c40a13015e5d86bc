import { z } from 'zod';
import { errorBody, okBody } from './common';
import { endpoint, type ShownOn } from './endpoint';

export const ANALYTICS_LIMITS = {
  sessionIdMax: 100,
  userAgentMax: 512,
  pathMax: 2048,
  referrerMax: 2048,
  /** A session longer than a day is a tab left open; the duration is refused rather than stored. */
  durationMaxSeconds: 86_400,
} as const;

/** `session_` followed by a random token (spec section 3). */
export const analyticsSessionId = z
  .string()
  .max(ANALYTICS_LIMITS.sessionIdMax)
  .regex(/^session_[A-Za-z0-9_-]{6,}$/, 'must be "session_" followed by a random token');

const userAgent = z.string().max(ANALYTICS_LIMITS.userAgentMax).optional();

export const sessionStartBody = z.object({
  sessionId: analyticsSessionId,
  userAgent,
});
export type SessionStartBody = z.infer<typeof sessionStartBody>;

export const pageViewBody = z.object({
  sessionId: analyticsSessionId,
  path: z.string().min(1).max(ANALYTICS_LIMITS.pathMax).startsWith('/', 'must start with "/"'),
  referrer: z.string().max(ANALYTICS_LIMITS.referrerMax).optional().default(''),
  userAgent,
});
export type PageViewBody = z.infer<typeof pageViewBody>;

export const sessionEndParams = z.object({ sessionId: analyticsSessionId });
export const sessionEndBody = z.object({
  duration: z.number().finite().min(0).max(ANALYTICS_LIMITS.durationMaxSeconds),
});
export type SessionEndBody = z.infer<typeof sessionEndBody>;

const recorded = { 200: okBody, 400: errorBody, 404: errorBody, 429: errorBody };
const sessionEnd = { path: '/api/analytics/session/:sessionId/end', access: 'public', params: sessionEndParams, body: sessionEndBody, responses: recorded } as const;

/**
 * Admins read the paths among the top and entry pages of /admin/analytics (referrers only as a site's
 * name, user agents as browser names); today's, where a new path is among the most viewed soonest.
 */
const pathsOnAnalytics: ShownOn = {
  viewer: 'admin',
  fields: ['path'],
  page: () => {
    const today = new Date().toISOString().slice(0, 10);
    return `/admin/analytics?from=${today}&to=${today}`;
  },
};

/** Ingest for the browser tracker (spec sections 4 and 7); anyone's visit counts. */
export const analyticsEndpoints = {
  startSession: endpoint({ method: 'POST', path: '/api/analytics/session/start', access: 'public', shownOn: [], body: sessionStartBody, responses: recorded }),
  pageView: endpoint({ method: 'POST', path: '/api/analytics/page-view', access: 'public', shownOn: [pathsOnAnalytics], body: pageViewBody, responses: recorded }),
  /** The end of a session as a keepalive request, or as navigator.sendBeacon sends it (a POST, its JSON as text/plain); the server answers both on one route. */
  endSession: endpoint({ method: 'PATCH', ...sessionEnd }),
  endSessionBeacon: endpoint({ method: 'POST', ...sessionEnd }),
};
