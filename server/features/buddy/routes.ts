import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shoeInfo, shoeInfoBody } from '../../../shared/api/buddy';
import { errorBody } from '../../../shared/api/common';
import { shoeProfiles } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireUser, membersOnly } from '../../lib/sessions';

const present = (row: typeof shoeProfiles.$inferSelect) => ({
  leftFootSize: Number(row.leftFootSize),
  rightFootSize: Number(row.rightFootSize),
  preferredBrands: row.preferredBrands,
  shoeTypes: row.shoeTypes,
  notes: row.notes,
});

/** The signed-in member's own shoe sizes (spec section 7: /api/clubfoot-buddy/my-shoes). */
export const buddyRoutes: FastifyPluginAsyncZod = async (app) => {
  membersOnly(app);

  app.get('/my-shoes', { schema: { response: { 200: shoeInfo, 401: errorBody, 404: errorBody } } }, async (request) => {
    const user = requireUser(request);
    const [row] = await app.db.select().from(shoeProfiles).where(eq(shoeProfiles.userId, user.id));
    if (!row) throw notFound('No shoe information saved yet');
    return present(row);
  });

  app.post('/my-shoes', { schema: { body: shoeInfoBody, response: { 200: shoeInfo, 400: errorBody, 401: errorBody } } }, async (request) => {
    const user = requireUser(request);
    const values = { ...request.body, updatedAt: new Date() };
    const [row] = await app.db
      .insert(shoeProfiles)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: shoeProfiles.userId, set: values })
      .returning();
    return present(row as typeof shoeProfiles.$inferSelect);
  });
};
