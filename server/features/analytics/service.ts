import { and, eq, isNull } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { PageViewBody, SessionEndBody, SessionStartBody } from '../../../shared/api/analytics';
import type { Db } from '../../db';
import { analyticsSessions, pageViews } from '../../db/schema';
import { notFound } from '../../lib/errors';

type Viewer = { userId: string | null; language?: string | null };

/** Idempotent: a repeated start (or a page view that raced ahead of it) keeps the first row. */
export async function startSession(db: Db, input: SessionStartBody, viewer: Viewer) {
  await db
    .insert(analyticsSessions)
    .values({ sessionId: input.sessionId, userAgent: input.userAgent ?? null, userId: viewer.userId, language: viewer.language ?? null })
    .onConflictDoNothing({ target: analyticsSessions.sessionId });
}

export async function recordPageView(db: Db, input: PageViewBody, viewer: Viewer) {
  await startSession(db, { sessionId: input.sessionId, userAgent: input.userAgent }, viewer);
  await db.insert(pageViews).values({
    sessionId: input.sessionId,
    userId: viewer.userId,
    path: input.path,
    referrer: input.referrer || null,
  });
}

/** The browser's most preferred language from its Accept-Language header, as a primary subtag ("es"); null when none is usable. */
export function preferredLanguage(header: string | undefined) {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? '';
  return /^[a-z]{2,3}$/.test(first) ? first : null;
}

/** Crawlers and other robots (by user agent, with a kept list) are left out of the figures: their visits are not stored. */
export function isRobot(...userAgents: (string | undefined)[]) {
  return userAgents.some((agent) => agent !== undefined && agent !== '' && isbot(agent));
}

export async function endSession(db: Db, sessionId: string, input: SessionEndBody) {
  const ended = await db
    .update(analyticsSessions)
    .set({ endedAt: new Date(), durationSeconds: Math.round(input.duration) })
    .where(and(eq(analyticsSessions.sessionId, sessionId), isNull(analyticsSessions.endedAt)))
    .returning({ id: analyticsSessions.id });
  if (ended.length === 0) throw notFound('Analytics session not found or already ended');
}
