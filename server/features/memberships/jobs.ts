import { format } from 'date-fns';
import { and, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import { INTL_LOCALE, type Locale, localizedPath } from '../../../shared/i18n/locales';
import { membershipSplitCents } from '../../../shared/memberships';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { membershipPayments, memberships, users } from '../../db/schema';
import { memberLocale, messagesIn } from '../../lib/i18n';
import { enqueueJob, type JobHandlers } from '../../lib/jobs';
import type { Mailer } from '../../lib/mail';
import { readOrganisation } from '../../lib/organisation';
import { applyPaymentEvent } from '../../lib/payments/events';
import { handleMembershipEvent } from './events';
import { membershipMailMessages } from './mail-messages';
import { receiptReference } from './present';
import { keepBadge, MAIL_JOB, PERIOD_END_JOB, TEST_RENEWAL_JOB } from './service';

const amountIn = (locale: Locale) => (cents: number) =>
  locale === 'en' ? `$${(cents / 100).toFixed(2)}` : new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD' }).format(cents / 100);
const dateIn = (locale: Locale, date: Date) =>
  locale === 'en' ? format(date, 'MMMM d, yyyy') : new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric' }).format(date);

const mailPayload = z.object({
  membershipId: z.string().uuid(),
  kind: z.enum(['joined', 'renewed', 'failed', 'ended']),
  paymentId: z.string().uuid().optional(),
});
const membershipPayload = z.object({ membershipId: z.string().uuid() });

/** The e-mails of a supporting membership (joined and renewed with a receipt, a refused renewal, the end), and its clock. */
export function membershipJobHandlers({ db, mailer, config }: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> }): JobHandlers {
  return {
    [MAIL_JOB]: async (raw) => {
      const { membershipId, kind, paymentId } = mailPayload.parse(raw);
      const [row] = await db.select({ membership: memberships, user: users }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(eq(memberships.id, membershipId));
      if (!row || row.user.deletedAt) return;
      const [payment] = paymentId ? await db.select().from(membershipPayments).where(eq(membershipPayments.id, paymentId)) : [];
      // Jobs may run twice: a payment's e-mail is sent once.
      if (payment?.mailSentAt) return;
      const locale = memberLocale(row.user);
      const t = messagesIn(membershipMailMessages, locale);
      const amount = amountIn(locale);
      const organisation = (await readOrganisation(db)).name;
      const profileLink = `${config.publicUrl}${localizedPath('/profile', locale)}`;
      let subject: string;
      let lines: string[];
      if ((kind === 'joined' || kind === 'renewed') && payment) {
        const split = membershipSplitCents(payment.amountCents);
        subject = t(`${kind}.subject`, { amount: amount(payment.amountCents) });
        lines = [
          t(`${kind}.thanks`, { organisation }),
          '',
          t('receipt.amount', { amount: amount(payment.amountCents) }),
          t('receipt.date', { date: dateIn(locale, payment.paidAt ?? payment.createdAt) }),
          row.membership.interval === 'month' ? t('receipt.levelMonth') : t('receipt.levelYear'),
          t('receipt.reference', { reference: receiptReference(payment) }),
          '',
          t('receipt.split', { charities: amount(split.charities), platform: amount(split.platform) }),
          '',
          t('receipt.until', { date: dateIn(locale, payment.periodEnd ?? row.membership.currentPeriodEnd ?? new Date()) }),
          profileLink,
          '',
          t('receipt.free'),
          t('receipt.keep'),
        ];
      } else if (kind === 'failed' && payment) {
        subject = t('failed.subject');
        lines = [t('failed.body', { amount: amount(payment.amountCents), reason: payment.failureMessage ?? '' }), profileLink, '', t('failed.free')];
      } else if (kind === 'ended') {
        subject = t('ended.subject');
        lines = [t('ended.body', { organisation }), '', t('ended.again'), `${config.publicUrl}${localizedPath('/membership', locale)}`];
      } else {
        return;
      }
      await mailer.send({ to: row.user.email, subject, text: lines.join('\n'), link: profileLink });
      if (payment) await db.update(membershipPayments).set({ mailSentAt: new Date() }).where(eq(membershipPayments.id, payment.id));
    },
    // A cancelled membership's paid period is over: it has ended (the badge already went by its date).
    [PERIOD_END_JOB]: async (raw) => {
      const { membershipId } = membershipPayload.parse(raw);
      await db.transaction(async (tx) => {
        const [ended] = await tx
          .update(memberships)
          .set({ status: 'ended', endedAt: new Date() })
          .where(and(eq(memberships.id, membershipId), eq(memberships.status, 'cancelling'), lte(memberships.currentPeriodEnd, new Date())))
          .returning();
        if (!ended) return;
        await keepBadge(tx, ended);
        await enqueueJob(tx, MAIL_JOB, { membershipId, kind: 'ended' });
      });
    },
    // Test mode's renewal: the same event Stripe's invoice.paid webhook brings when a period ends.
    [TEST_RENEWAL_JOB]: async (raw) => {
      const { membershipId } = membershipPayload.parse(raw);
      const [membership] = await db.select().from(memberships).where(eq(memberships.id, membershipId));
      if (!membership || membership.provider !== 'test' || membership.status !== 'active' || !membership.providerSubscriptionId || !membership.currentPeriodEnd) return;
      const invoiceId = `testin_${membership.providerSubscriptionId}_${membership.currentPeriodEnd.getTime()}`;
      const event = { id: `testevt_${invoiceId}_paid`, type: 'invoice.paid', invoiceId, subscriptionId: membership.providerSubscriptionId, amountCents: membership.amountCents, at: membership.currentPeriodEnd } as const;
      await applyPaymentEvent(db, 'test', event, [handleMembershipEvent]);
    },
  };
}
