import { format } from 'date-fns';
import type { DonorGift } from '@shared/api/donations';
import { DonationStatusBadge } from '@client/components/donation-status-badge';
import { formatCents } from '@client/lib/format';
import { type Translate, useLocale, useT } from '@client/lib/i18n';
import type { Locale } from '@shared/i18n/locales';
import { donationsMessages } from '../messages';
import { cn } from '@client/lib/utils';

const day = (value: string | null) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? format(date, 'MMM d, yyyy') : null;
};

const paymentsText = (gift: DonorGift, t: Translate<typeof donationsMessages.en>, locale: Locale) =>
  t('details.payments', { count: gift.paymentCount, total: formatCents(gift.totalPaidCents, locale) });

/** One gift as its donor sees it: amount, one-time or monthly, status, since when and the payments so far. */
export function GiftDetails({ gift, headingLevel = 3, className }: { gift: DonorGift; headingLevel?: 2 | 3; className?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const monthly = gift.type === 'monthly';
  const t = useT(donationsMessages);
  const locale = useLocale();
  const facts = [
    { term: t(monthly ? 'details.since' : 'details.given'), value: day(monthly ? gift.createdAt : (gift.paidAt ?? gift.createdAt)) },
    { term: t('details.paymentsSoFar'), value: paymentsText(gift, t, locale) },
    { term: t('details.nextPayment'), value: monthly && gift.status === 'active' ? day(gift.nextPaymentAt) : null },
    { term: t('details.cancelled'), value: day(gift.cancelledAt) },
  ].filter((fact): fact is { term: string; value: string } => fact.value !== null);

  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="text-lg font-semibold text-slate-900">
          {t('details.heading', { type: gift.type, amount: formatCents(gift.amountCents, locale) })}
        </Heading>
        <DonationStatusBadge status={gift.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map((fact) => (
          <div key={fact.term} className="contents">
            <dt className="text-slate-700">{fact.term}</dt>
            <dd className="text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
