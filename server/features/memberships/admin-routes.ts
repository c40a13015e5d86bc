import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { CHURN_WINDOW_DAYS, membershipAdminEndpoints as api, type AdminMembershipSummary } from '../../../shared/api/memberships';
import { displayName } from '../../../shared/display-name';
import { MEMBERSHIP_LEVELS, type MembershipStatus, RENEWAL_GRACE_DAYS, isSupporter, statusAt } from '../../../shared/memberships';
import type { Db } from '../../db';
import { membershipPayments, memberships, users } from '../../db/schema';
import { on } from '../../lib/endpoint';
import { escapeLike } from '../../lib/text-search';

/*
 * /api/admin/memberships (issue 29): the supporters in figures (now, by level, what renews each
 * month, churn) and the list of memberships with their members. The rules of who is a supporter are
 * shared/memberships.ts's, written here once more as SQL so the counts need no rows in memory.
 */

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** A supporter at `now`: active within the renewal grace, or cancelled and still in the paid period (supporterUntilOf). */
const supporterAt = (now: Date) => sql`(
  (${memberships.status} = 'active' and ${memberships.currentPeriodEnd} + make_interval(days => ${RENEWAL_GRACE_DAYS}::int) > ${at(now)})
  or (${memberships.status} = 'cancelling' and ${memberships.currentPeriodEnd} > ${at(now)}))`;

/** When a membership stopped making its member a supporter: the ending recorded, or the paid period's end of a cancelled one. */
const endedAt = (now: Date) => sql`coalesce(${memberships.endedAt}, case
  when ${memberships.status} = 'ended' then ${memberships.currentPeriodEnd}
  when ${memberships.status} = 'cancelling' and ${memberships.currentPeriodEnd} <= ${at(now)} then ${memberships.currentPeriodEnd} end)`;

/** The status filter, as of now (statusAt): a cancelled membership whose period passed is ended. */
function statusFilter(status: MembershipStatus, now: Date): SQL {
  const passed = sql`(${memberships.currentPeriodEnd} is null or ${memberships.currentPeriodEnd} <= ${at(now)})`;
  if (status === 'cancelling') return sql`(${memberships.status} = 'cancelling' and not ${passed})`;
  if (status === 'ended') return sql`(${memberships.status} = 'ended' or (${memberships.status} = 'cancelling' and ${passed}))`;
  return eq(memberships.status, status);
}

export async function membershipSummary(db: Db, now = new Date()): Promise<AdminMembershipSummary> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const windowStart = new Date(now.getTime() - CHURN_WINDOW_DAYS * 86_400_000);
  const ended = endedAt(now);
  const [byLevel, [paid], [churn]] = await Promise.all([
    db
      .select({
        level: memberships.level,
        interval: memberships.interval,
        status: memberships.status,
        n: count(),
        cents: sql<number>`coalesce(sum(${memberships.amountCents}), 0)::bigint`.mapWith(Number),
      })
      .from(memberships)
      .where(supporterAt(now))
      .groupBy(memberships.level, memberships.interval, memberships.status),
    db
      .select({
        allTime: sql<number>`coalesce(sum(${membershipPayments.amountCents} - ${membershipPayments.refundedCents}), 0)::bigint`.mapWith(Number),
        thisMonth: sql<number>`coalesce(sum(${membershipPayments.amountCents} - ${membershipPayments.refundedCents}) filter (where ${membershipPayments.paidAt} >= ${at(monthStart)}), 0)::bigint`.mapWith(Number),
      })
      .from(membershipPayments)
      .where(eq(membershipPayments.status, 'paid')),
    db
      .select({
        joined: sql<number>`count(*) filter (where ${memberships.startedAt} >= ${at(windowStart)} and ${memberships.startedAt} <= ${at(now)})::int`,
        ended: sql<number>`count(*) filter (where ${ended} >= ${at(windowStart)} and ${ended} <= ${at(now)})::int`,
        atStart: sql<number>`count(*) filter (where ${memberships.startedAt} < ${at(windowStart)} and (${ended} is null or ${ended} >= ${at(windowStart)}))::int`,
        endedOfStart: sql<number>`count(*) filter (where ${memberships.startedAt} < ${at(windowStart)} and ${ended} >= ${at(windowStart)} and ${ended} <= ${at(now)})::int`,
      })
      .from(memberships)
      .where(sql`${memberships.startedAt} is not null`),
  ]);
  const levels = MEMBERSHIP_LEVELS.map((level) => ({
    level: level.id,
    interval: level.interval,
    amountCents: level.amountCents,
    supporters: byLevel.filter((row) => row.level === level.id).reduce((sum, row) => sum + row.n, 0),
  }));
  // Only renewing memberships bring money next month, each its own amount; a yearly one a twelfth of it.
  const monthly = byLevel.filter((row) => row.status === 'active').reduce((sum, row) => sum + row.cents / (row.interval === 'year' ? 12 : 1), 0);
  const atStart = churn?.atStart ?? 0;
  const endedOfStart = churn?.endedOfStart ?? 0;
  return {
    supporters: byLevel.reduce((sum, row) => sum + row.n, 0),
    cancelling: byLevel.filter((row) => row.status === 'cancelling').reduce((sum, row) => sum + row.n, 0),
    monthlyRecurringCents: Math.round(monthly),
    thisMonthCents: paid?.thisMonth ?? 0,
    allTimeCents: paid?.allTime ?? 0,
    levels,
    churn: { days: CHURN_WINDOW_DAYS, joined: churn?.joined ?? 0, ended: churn?.ended ?? 0, atStart, endedOfStart, rate: atStart > 0 ? endedOfStart / atStart : null },
  };
}

/** /api/admin/memberships: the summary, and every membership with its member, newest first. */
export const membershipAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.summary), handler: async () => membershipSummary(app.db) });

  app.route({
    ...on(api.list),
    handler: async (request) => {
      const { status, level, q, page, pageSize } = request.query;
      const now = new Date();
      const filters: SQL[] = [];
      if (status) filters.push(statusFilter(status, now));
      if (level) filters.push(eq(memberships.level, level));
      if (q) {
        const pattern = `%${escapeLike(q)}%`;
        filters.push(or(ilike(users.email, pattern), ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern))!);
      }
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ membership: memberships, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(memberships)
          .leftJoin(users, eq(users.id, memberships.userId))
          .where(where)
          .orderBy(desc(memberships.createdAt), desc(memberships.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.db.select({ n: count() }).from(memberships).leftJoin(users, eq(users.id, memberships.userId)).where(where),
      ]);
      const ids = rows.map((row) => row.membership.id);
      const totals = ids.length
        ? await app.db
            .select({
              membershipId: membershipPayments.membershipId,
              paymentCount: sql<number>`count(*)::int`,
              totalPaidCents: sql<number>`coalesce(sum(${membershipPayments.amountCents} - ${membershipPayments.refundedCents}), 0)::bigint`.mapWith(Number),
            })
            .from(membershipPayments)
            .where(and(inArray(membershipPayments.membershipId, ids), eq(membershipPayments.status, 'paid')))
            .groupBy(membershipPayments.membershipId)
        : [];
      const paidOf = new Map(totals.map((row) => [row.membershipId, row]));
      return {
        memberships: rows.map(({ membership, firstName, lastName, email }) => ({
          id: membership.id,
          level: membership.level,
          interval: membership.interval,
          amountCents: membership.amountCents,
          status: statusAt(membership, now),
          supporter: isSupporter(membership, now),
          member: membership.userId && email ? { userId: membership.userId, name: displayName({ firstName, lastName }, email), email } : null,
          createdAt: membership.createdAt.toISOString(),
          startedAt: membership.startedAt?.toISOString() ?? null,
          currentPeriodEnd: membership.currentPeriodEnd?.toISOString() ?? null,
          cancelledAt: membership.cancelledAt?.toISOString() ?? null,
          endedAt: membership.endedAt?.toISOString() ?? (statusAt(membership, now) === 'ended' ? (membership.currentPeriodEnd?.toISOString() ?? null) : null),
          paymentCount: paidOf.get(membership.id)?.paymentCount ?? 0,
          totalPaidCents: paidOf.get(membership.id)?.totalPaidCents ?? 0,
          failureMessage: membership.failureMessage,
        })),
        total: total?.n ?? 0,
        page,
        pageSize,
      };
    },
  });
};
