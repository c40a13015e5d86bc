import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationEndpoints as api } from '../../../shared/api/notifications';
import type { Db } from '../../db';
import { notifications } from '../../db/schema';
import { on } from '../../lib/endpoint';
import { presentNotice, unreadNoticeCount } from '../../lib/notices';
import { requireUser } from '../../lib/sessions';

const PAGE = 30;

async function listNotices(db: Db, userId: string) {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).limit(PAGE);
  return { notices: rows.map(presentNotice), unreadCount: await unreadNoticeCount(db, userId) };
}

/** The signed-in member's in-site notices (the header's bell). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.list), handler: (request) => listNotices(app.db, requireUser(request).id) });

  app.route({
    ...on(api.markRead),
    handler: async (request) => {
      const user = requireUser(request);
      const ids = request.body.ids;
      await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt), ids ? inArray(notifications.id, ids.length ? ids : [0]) : undefined));
      return listNotices(app.db, user.id);
    },
  });
};
