import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { membershipEndpoints as api } from '../../../shared/api/memberships';
import { memberships } from '../../db/schema';
import { assertUnderLimits, increment } from '../../lib/db-rate-limit';
import { on } from '../../lib/endpoint';
import { AppError } from '../../lib/errors';
import { createOnce, idempotencyNameOf } from '../../lib/idempotency';
import { readOrganisation } from '../../lib/organisation';
import { DONATION_LIMITS, scaled } from '../../lib/rate-limits';
import { requireUser } from '../../lib/sessions';
import { presentMembership } from './present';
import { cancelMembership, findMemberMembership, latestMembershipOf, startMembership } from './service';
import { statementCsv, statementLines } from './statement';
import { statementPdf } from './statement-pdf';

/** The payment module is off (production without a provider): nothing can be paid, and the page says so. */
const MEMBERSHIPS_OFF_MESSAGE = 'Supporting memberships are paused on this site for now, so no card can be charged. Everything stays free.';

/** /api/memberships: become a supporting member, see and cancel it, the yearly statement (issue 29). */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.payments;

  app.route({
    ...on(api.mine),
    handler: async (request) => {
      const member = requireUser(request);
      const latest = await latestMembershipOf(app.db, member.id);
      return { membership: latest ? await presentMembership(app.db, latest) : null };
    },
  });

  /** As a monthly gift: the membership and the provider's subscription are keyed before the Idempotency-Key's transaction. */
  app.route({
    ...on(api.join),
    handler: async (request, reply) => {
      const member = requireUser(request);
      if (payments.mode === 'off') throw new AppError('UNAVAILABLE', MEMBERSHIPS_OFF_MESSAGE);
      const perIp = { key: `membership-start:ip:${request.ip}`, limit: scaled(app.config, DONATION_LIMITS.startsPerIp) };
      await assertUnderLimits(app.db, [perIp]);
      await increment(app.db, perIp.key, perIp.limit);
      const started = await startMembership(app.db, payments, member, request.body, idempotencyNameOf(request));
      return createOnce(request, reply, async () => ({ status: 200, body: started }));
    },
  });

  app.route({
    ...on(api.cancel),
    handler: async (request) => {
      const member = requireUser(request);
      const membership = await findMemberMembership(app.db, member, request.params.id);
      await cancelMembership(app.db, payments, membership);
      const [updated] = await app.db.select().from(memberships).where(eq(memberships.id, membership.id));
      return presentMembership(app.db, updated ?? membership);
    },
  });

  app.route({
    ...on(api.statement),
    handler: async (request, reply) => {
      const member = requireUser(request);
      const { year } = request.params;
      const csv = statementCsv(await statementLines(app.db, member.id, year), year, await readOrganisation(app.db));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="giving-statement-${year}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv as never);
    },
  });

  app.route({
    ...on(api.statementPdf),
    handler: async (request, reply) => {
      const member = requireUser(request);
      const { year } = request.params;
      const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || 'Member';
      const pdf = await statementPdf(await statementLines(app.db, member.id, year), year, { name, email: member.email }, await readOrganisation(app.db));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="giving-statement-${year}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf as never);
    },
  });
};
