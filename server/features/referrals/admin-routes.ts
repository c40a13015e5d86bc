import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { referralAdminEndpoints as api } from '../../../shared/api/referrals';
import { requestReference } from '../../../shared/referrals';
import { auditLog, referralRequests, specialists } from '../../db/schema';
import { on } from '../../lib/endpoint';
import { AppError } from '../../lib/errors';
import { withReference } from '../../lib/request-reference';
import { requireAdmin } from '../../lib/sessions';
import { presentQueueRow, presentSpecialist, waiting } from './present';
import { closeReferral, findReferral, matchedSpecialists, matchReferral } from './service';
import { rankSpecialists } from './suggestions';

/** /api/admin/referrals: the queue, a request with suggested specialists, matching and closing. Every read of a request is audited. */
export const referralAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(api.list),
    handler: async (request) => {
      const { status, reference, page, pageSize } = request.query;
      const where = and(status ? eq(referralRequests.status, status) : undefined, withReference('referral', referralRequests.id, reference));
      // Waiting requests first; among them the most urgent, then the newest.
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(referralRequests)
          .where(where)
          .orderBy(
            sql`case ${referralRequests.status} when 'new' then 0 when 'matched' then 1 else 2 end`,
            sql`case ${referralRequests.urgency} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`,
            desc(referralRequests.createdAt),
          )
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.db.select({ n: count() }).from(referralRequests).where(where),
      ]);
      return { referrals: rows.map((row) => presentQueueRow(row)), total: total?.n ?? 0, page, pageSize };
    },
  });

  app.route({
    ...on(api.detail),
    handler: async (request) => {
      const admin = requireAdmin(request);
      const row = await findReferral(app.db, request.params.id);
      await app.db.insert(auditLog).values({ actorId: admin.id, action: 'referral.viewed', targetUserId: row.userId, details: { referralId: row.id } });
      const directory = await app.db.select().from(specialists).orderBy(asc(specialists.name));
      const matched = (await matchedSpecialists(app.db, [row.id])).get(row.id) ?? [];
      return {
        id: row.id,
        reference: requestReference('referral', row.id),
        status: row.status,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        country: row.country,
        city: row.city,
        age: row.age,
        affectedFoot: row.affectedFoot,
        treatmentStage: row.treatmentStage,
        additionalInfo: row.additionalInfo,
        urgency: row.urgency,
        preferredLanguage: row.preferredLanguage,
        consentAt: row.consentAt.toISOString(),
        consentPolicyVersion: row.consentPolicyVersion,
        createdAt: row.createdAt.toISOString(),
        matchedAt: row.matchedAt?.toISOString() ?? null,
        closedAt: row.closedAt?.toISOString() ?? null,
        closedReason: row.closedReason,
        ...waiting(row),
        note: row.note,
        fromMember: row.userId !== null,
        matched,
        chosenSpecialistId: row.chosenSpecialistId,
        suggestions: rankSpecialists(row, directory)
          .slice(0, 12)
          .map((s) => ({ ...presentSpecialist(s), reasons: s.reasons })),
      };
    },
  });

  app.route({
    ...on(api.match),
    handler: async (request) => {
      const admin = requireAdmin(request);
      await matchReferral(app.db, admin, await findReferral(app.db, request.params.id), request.body);
      app.nudgeJobs();
      return { ok: true as const };
    },
  });

  app.route({
    ...on(api.close),
    handler: async (request) => {
      const admin = requireAdmin(request);
      const row = await findReferral(app.db, request.params.id);
      if (row.status === 'closed') throw new AppError('CONFLICT', 'This request is already closed');
      await closeReferral(app.db, admin.id, row, 'admin');
      return { ok: true as const };
    },
  });
};
