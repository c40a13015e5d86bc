import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../shared/api/common';
import { markNoticesReadBody, noticeList } from '../../../shared/api/notifications';
import type { Db } from '../../db';
import { notifications } from '../../db/schema';
import { presentNotice, unreadNoticeCount } from '../../lib/notices';
import { membersOnly, requireUser } from '../../lib/sessions';

const PAGE = 30;

async function listNotices(db: Db, userId: string) {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).limit(PAGE);
  return { notices: rows.map(presentNotice), unreadCount: await unreadNoticeCount(db, userId) };
}

/** The signed-in member's in-site notices (the header's bell). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  membersOnly(app);

  app.get('/', { schema: { response: { 200: noticeList, 401: errorBody } } }, (request) => listNotices(app.db, requireUser(request).id));

  app.post('/read', { schema: { body: markNoticesReadBody, response: { 200: noticeList, 400: errorBody, 401: errorBody } } }, async (request) => {
    const user = requireUser(request);
    const ids = request.body.ids;
    await app.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt), ids ? inArray(notifications.id, ids.length ? ids : [0]) : undefined));
    return listNotices(app.db, user.id);
  });
};
