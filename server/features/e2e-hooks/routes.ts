import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsSessions, pageViews } from '../../db/schema';

/**
 * Read-outs for the browser suite, registered only with E2E_HOOKS=1 (refused in production):
 * the browser tests assert on stored rows without opening the embedded database themselves.
 */
export const e2eHookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics/:sessionId',
    { schema: { params: z.object({ sessionId: z.string().max(200) }) } },
    async (request) => {
      const { sessionId } = request.params;
      const [session] = await app.db.select().from(analyticsSessions).where(eq(analyticsSessions.sessionId, sessionId));
      const views = await app.db
        .select({ path: pageViews.path, referrer: pageViews.referrer })
        .from(pageViews)
        .where(eq(pageViews.sessionId, sessionId))
        .orderBy(asc(pageViews.id));
      return { session: session ?? null, pageViews: views };
    },
  );
};
