import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { referralEndpoints as api } from '../../../shared/api/referrals';
import { requestReference } from '../../../shared/referrals';
import { referralRequests } from '../../db/schema';
import { on } from '../../lib/endpoint';
import { createOnce } from '../../lib/idempotency';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../lib/sessions';
import { closeReferral, findByChooseToken, matchedSpecialists, submitReferral } from './service';

/** /api/referrals: a family's request, a member's own requests, and the family's choice. */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(api.submit),
    handler: async (request, reply) => {
      const sent = await createOnce(request, reply, async (db) => {
        const row = await submitReferral(db, app.config, request.body, request.user, request.ip);
        return { status: 201, body: { id: row.id, reference: requestReference('referral', row.id), status: row.status, createdAt: row.createdAt.toISOString() } };
      });
      app.nudgeJobs();
      return sent;
    },
  });

  app.route({
    ...on(api.mine),
    handler: async (request) => {
      const member = requireUser(request);
      const rows = await app.db.select().from(referralRequests).where(eq(referralRequests.userId, member.id)).orderBy(desc(referralRequests.createdAt)).limit(50);
      const matches = await matchedSpecialists(
        app.db,
        rows.map((row) => row.id),
      );
      return {
        referrals: rows.map((row) => ({
          id: row.id,
          reference: requestReference('referral', row.id),
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          matchedAt: row.matchedAt?.toISOString() ?? null,
          closedAt: row.closedAt?.toISOString() ?? null,
          country: row.country,
          city: row.city,
          urgency: row.urgency,
          specialists: matches.get(row.id) ?? [],
          chosenSpecialistId: row.chosenSpecialistId,
          note: row.note,
        })),
      };
    },
  });

  app.route({
    ...on(api.chooseView),
    handler: async (request) => {
      const row = await findByChooseToken(app.db, request.query.token);
      return { firstName: row.firstName, status: row.status, specialists: (await matchedSpecialists(app.db, [row.id])).get(row.id) ?? [], chosenSpecialistId: row.chosenSpecialistId };
    },
  });

  app.route({
    ...on(api.choose),
    handler: async (request) => {
      const row = await findByChooseToken(app.db, request.body.token);
      const offered = (await matchedSpecialists(app.db, [row.id])).get(row.id) ?? [];
      if (!offered.some((s) => s.id === request.body.specialistId)) throw new AppError('BAD_REQUEST', 'Please choose one of the specialists we suggested');
      await closeReferral(app.db, null, row, 'chosen', request.body.specialistId);
      return { ok: true as const };
    },
  });
};
