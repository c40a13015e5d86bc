import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { POLICY_VERSION } from '../../../shared/api/auth';
import type { MatchBody, ReferralBody } from '../../../shared/api/referrals';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { auditLog, referralMatches, referralRequests, specialists, users } from '../../db/schema';
import { assertUnderLimits, increment } from '../../lib/db-rate-limit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { enqueueJob } from '../../lib/jobs';
import { memberLocale, memberLocaleOf, messagesIn } from '../../lib/i18n';
import { addNotice } from '../../lib/notices';
import { REFERRAL_LIMITS, scaled } from '../../lib/rate-limits';
import type { UserRow } from '../../lib/sessions';
import { referralMailMessages } from './mail-messages';
import { presentCard, type ReferralRow } from './present';

export const REFERRAL_RECEIVED_JOB = 'referrals.received';
export const REFERRAL_MATCHED_JOB = 'referrals.matched';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A family's request: stored with its consent, confirmed by e-mail, and put in front of the team. */
export async function submitReferral(db: Db, config: Pick<Config, 'rateLimitScale'>, body: ReferralBody & { agree: true }, member: UserRow | null, ip: string) {
  const perIp = { key: `referral:ip:${ip}`, limit: scaled(config, REFERRAL_LIMITS.requestsPerIp) };
  await assertUnderLimits(db, [perIp]);
  await increment(db, perIp.key, perIp.limit);
  const { agree: _agree, ...fields } = body;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(referralRequests)
      .values({
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email.toLowerCase(),
        phone: fields.phone,
        country: fields.country,
        city: fields.city,
        age: fields.age,
        affectedFoot: fields.affectedFoot,
        treatmentStage: fields.treatmentStage,
        additionalInfo: fields.additionalInfo ?? '',
        urgency: fields.urgency ?? 'medium',
        preferredLanguage: fields.preferredLanguage ?? null,
        userId: member?.id ?? null,
        consentAt: new Date(),
        consentPolicyVersion: POLICY_VERSION,
      })
      .returning();
    if (!row) throw new Error('referral not stored');
    await tx.insert(auditLog).values({ actorId: member?.id ?? null, action: 'referral.created', targetUserId: member?.id ?? null, details: { referralId: row.id, urgency: row.urgency } });
    await enqueueJob(tx, REFERRAL_RECEIVED_JOB, { referralId: row.id });
    const admins = await tx.select({ id: users.id, language: users.language }).from(users).where(and(eq(users.role, 'admin'), sql`${users.deletedAt} is null`));
    for (const admin of admins) {
      const t = messagesIn(referralMailMessages, memberLocale(admin));
      await addNotice(tx, admin.id, {
        kind: 'referral.new',
        title: row.urgency === 'urgent' ? t('notice.newUrgent.title') : t('notice.new.title'),
        body: t('notice.new.body', { city: row.city }),
        link: `/admin/referrals/${row.id}`,
      });
    }
    return row;
  });
}

export async function findReferral(db: Db, id: string) {
  const [row] = await db.select().from(referralRequests).where(eq(referralRequests.id, id));
  if (!row) throw notFound('Request not found');
  return row;
}

/** The specialists a request was matched with, in the team's order. */
export async function matchedSpecialists(db: Db, referralIds: string[]) {
  const byReferral = new Map<string, ReturnType<typeof presentCard>[]>();
  if (referralIds.length === 0) return byReferral;
  const rows = await db
    .select({ referralId: referralMatches.referralId, specialist: specialists })
    .from(referralMatches)
    .innerJoin(specialists, eq(specialists.id, referralMatches.specialistId))
    .where(inArray(referralMatches.referralId, referralIds))
    .orderBy(asc(referralMatches.position));
  for (const row of rows) byReferral.set(row.referralId, [...(byReferral.get(row.referralId) ?? []), presentCard(row.specialist)]);
  return byReferral;
}

/** The team sends up to three specialists: the family is e-mailed and the request becomes matched. */
export async function matchReferral(db: Db, admin: UserRow, referral: ReferralRow, input: MatchBody) {
  if (referral.status !== 'new') throw new AppError('CONFLICT', 'This request has already been answered');
  const ids = input.specialistIds;
  const chosen = await db.select().from(specialists).where(inArray(specialists.id, ids));
  if (chosen.length !== ids.length) throw badRequest('One of the chosen specialists is no longer in the directory');
  const token = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(referralRequests)
      .set({ status: 'matched', matchedAt: new Date(), note: input.note || null, chooseTokenHash: hashToken(token) })
      .where(and(eq(referralRequests.id, referral.id), eq(referralRequests.status, 'new')))
      .returning({ id: referralRequests.id });
    if (!updated) throw new AppError('CONFLICT', 'This request has already been answered');
    await tx.insert(referralMatches).values(ids.map((specialistId, position) => ({ referralId: referral.id, specialistId, position })));
    await tx.insert(auditLog).values({
      actorId: admin.id,
      action: 'referral.matched',
      targetUserId: referral.userId,
      details: { referralId: referral.id, specialistIds: ids },
    });
    await enqueueJob(tx, REFERRAL_MATCHED_JOB, { referralId: referral.id, token });
    if (referral.userId) {
      const t = messagesIn(referralMailMessages, await memberLocaleOf(tx, referral.userId));
      await addNotice(tx, referral.userId, {
        kind: 'referral.matched',
        title: t('notice.matched.title'),
        body: t('notice.matched.body', { count: ids.length }),
        link: '/profile',
      });
    }
  });
}

export async function closeReferral(db: Db, actorId: string | null, referral: ReferralRow, reason: 'chosen' | 'expired' | 'admin', chosenSpecialistId: number | null = null) {
  await db.transaction(async (tx) => {
    await tx
      .update(referralRequests)
      .set({ status: 'closed', closedAt: new Date(), closedReason: reason, chosenSpecialistId })
      .where(eq(referralRequests.id, referral.id));
    await tx.insert(auditLog).values({
      actorId,
      action: 'referral.closed',
      targetUserId: referral.userId,
      details: { referralId: referral.id, reason, ...(chosenSpecialistId ? { chosenSpecialistId } : {}) },
    });
  });
}

export async function findByChooseToken(db: Db, token: string) {
  const [row] = await db.select().from(referralRequests).where(eq(referralRequests.chooseTokenHash, hashToken(token)));
  if (!row) throw notFound('This link is not valid any more. If you still need help, please contact us.');
  return row;
}

