import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { specialistEndpoints as api } from '../../../shared/api/referrals';
import { auditLog, referralMatches, specialists } from '../../db/schema';
import { on } from '../../lib/endpoint';
import { createOnce } from '../../lib/idempotency';
import { AppError, notFound } from '../../lib/errors';
import { requireAdmin } from '../../lib/sessions';
import { presentSpecialist } from './present';

/** /api/admin/specialists: the directory families are matched from (audited). */
export const specialistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(api.list),
    handler: async () => ({
      specialists: (await app.db.select().from(specialists).orderBy(asc(specialists.country), asc(specialists.name))).map(presentSpecialist),
    }),
  });

  app.route({
    ...on(api.create),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      return createOnce(request, reply, (db) =>
        db.transaction(async (tx) => {
          const [created] = await tx.insert(specialists).values(request.body).returning();
          if (!created) throw new Error('specialist not stored');
          await tx.insert(auditLog).values({ actorId: admin.id, action: 'specialist.created', details: { specialistId: created.id, name: created.name } });
          return { status: 201, body: presentSpecialist(created) };
        }),
      );
    },
  });

  app.route({
    ...on(api.update),
    handler: async (request) => {
      const admin = requireAdmin(request);
      return app.db.transaction(async (tx) => {
        // An administrator who edits a demo specialist has made them theirs: they leave the go-live checklist.
        const [row] = await tx.update(specialists).set({ ...request.body, demo: false, updatedAt: new Date() }).where(eq(specialists.id, request.params.id)).returning();
        if (!row) throw notFound('Specialist not found');
        await tx.insert(auditLog).values({ actorId: admin.id, action: 'specialist.updated', details: { specialistId: row.id, name: row.name } });
        return presentSpecialist(row);
      });
    },
  });

  app.route({
    ...on(api.remove),
    handler: async (request) => {
      const admin = requireAdmin(request);
      const [sent] = await app.db.select({ id: referralMatches.specialistId }).from(referralMatches).where(eq(referralMatches.specialistId, request.params.id)).limit(1);
      // Families may still be choosing from their e-mail: a specialist they were sent stays on record.
      if (sent) throw new AppError('CONFLICT', 'This specialist has been suggested to families, so they stay in the directory. Mark them as not accepting new patients instead.');
      await app.db.transaction(async (tx) => {
        const [row] = await tx.delete(specialists).where(eq(specialists.id, request.params.id)).returning();
        if (!row) throw notFound('Specialist not found');
        await tx.insert(auditLog).values({ actorId: admin.id, action: 'specialist.deleted', details: { specialistId: row.id, name: row.name } });
      });
      return { ok: true as const };
    },
  });
};
