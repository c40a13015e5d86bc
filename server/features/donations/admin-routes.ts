import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { donationAdminEndpoints as api } from '../../../shared/api/donations';
import { donationPayments, donations, users } from '../../db/schema';
import { on } from '../../lib/endpoint';
import { paymentTotals } from './present';
import { displayName } from '../../../shared/display-name';

/** /api/admin/donations: totals and the list of gifts. */
export const donationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(api.summary),
    handler: async () => {
      const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
      const [paid] = await app.db
        .select({
          allTime: sql<number>`coalesce(sum(${donationPayments.amountCents} - ${donationPayments.refundedCents}), 0)::bigint`.mapWith(Number),
          thisMonth: sql<number>`coalesce(sum(${donationPayments.amountCents} - ${donationPayments.refundedCents}) filter (where ${donationPayments.paidAt} >= ${monthStart.toISOString()}::timestamptz), 0)::bigint`.mapWith(Number),
          paymentsThisMonth: sql<number>`count(*) filter (where ${donationPayments.paidAt} >= ${monthStart.toISOString()}::timestamptz)::int`,
        })
        .from(donationPayments)
        .where(eq(donationPayments.status, 'paid'));
      const [monthly] = await app.db
        .select({
          donors: sql<number>`count(distinct coalesce(${donations.userId}::text, lower(${donations.email}), ${donations.id}::text))::int`,
          recurring: sql<number>`coalesce(sum(${donations.amountCents}), 0)::bigint`.mapWith(Number),
        })
        .from(donations)
        .where(and(eq(donations.type, 'monthly'), eq(donations.status, 'active')));
      return {
        thisMonthCents: paid?.thisMonth ?? 0,
        allTimeCents: paid?.allTime ?? 0,
        paymentsThisMonth: paid?.paymentsThisMonth ?? 0,
        monthlyDonors: monthly?.donors ?? 0,
        monthlyRecurringCents: monthly?.recurring ?? 0,
      };
    },
  });

  app.route({
    ...on(api.list),
    handler: async (request) => {
      const { status, type, page, pageSize } = request.query;
      const filters: SQL[] = [];
      if (status) filters.push(eq(donations.status, status));
      if (type) filters.push(eq(donations.type, type));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ gift: donations, firstName: users.firstName, lastName: users.lastName })
          .from(donations)
          .leftJoin(users, eq(users.id, donations.userId))
          .where(where)
          .orderBy(desc(donations.createdAt), desc(donations.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.db.select({ n: count() }).from(donations).where(where),
      ]);
      const totals = await paymentTotals(
        app.db,
        rows.map((row) => row.gift.id),
      );
      return {
        donations: rows.map(({ gift, firstName, lastName }) => {
          const paid = totals.get(gift.id);
          const name = displayName({ firstName, lastName }, '');
          return {
            id: gift.id,
            type: gift.type,
            amountCents: gift.amountCents,
            status: gift.status,
            provider: gift.provider,
            donor: { userId: gift.userId, name: name || null, email: gift.email },
            createdAt: gift.createdAt.toISOString(),
            paidAt: gift.paidAt?.toISOString() ?? null,
            cancelledAt: gift.cancelledAt?.toISOString() ?? null,
            paymentCount: paid?.paymentCount ?? 0,
            totalPaidCents: paid?.totalPaidCents ?? 0,
            failureMessage: gift.failureMessage,
          };
        }),
        total: total?.n ?? 0,
        page,
        pageSize,
      };
    },
  });
};
