import type { PublicPayout } from '@shared/api/transparency';
import { INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { formatCents } from '@client/lib/format';
import { useLocale, useT } from '@client/lib/i18n';
import { transparencyMessages } from '../messages';

/** A calendar date ("2026-03-14") as the page's language writes it, without shifting it by the reader's time zone. */
export const dayLabel = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The payouts to charities, newest first: date, recipient, amount and reference (a list, so a phone stacks it). */
export function PayoutsList({ payouts, totalCents }: { payouts: PublicPayout[]; totalCents: number }) {
  const t = useT(transparencyMessages);
  const locale = useLocale();
  if (!payouts.length) return <p className="text-slate-700">{t('payouts.empty')}</p>;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" data-testid="payouts">
        {payouts.map((payout) => (
          <li key={payout.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <div className="min-w-0">
              <p className="break-words font-medium text-slate-900">{payout.recipient}</p>
              <p className="text-sm text-slate-600">
                <time dateTime={payout.paidOn}>{dayLabel(payout.paidOn, locale)}</time>
                {payout.reference ? <span className="break-words"> · {t('payouts.reference', { reference: payout.reference })}</span> : null}
              </p>
            </div>
            <p className="font-semibold tabular-nums text-slate-900">{formatCents(payout.amountCents, locale)}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">{t('payouts.total', { amount: formatCents(totalCents, locale) })}</p>
    </div>
  );
}
