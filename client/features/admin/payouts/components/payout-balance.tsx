import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents } from '@client/lib/format';
import { useLocale, useT } from '@client/lib/i18n';
import { type Figure, FiguresCard } from '../../components/figures-card';
import { useAdminPayouts } from '../api';
import { payoutsAdminMessages } from '../messages';

/** Owed by the splits, passed on, and what is still to pass on (the dashboard's card and the ledger's head). */
export function PayoutBalance({ linkToLedger = false }: { linkToLedger?: boolean }) {
  const t = useT(payoutsAdminMessages);
  const locale = useLocale();
  const payouts = useAdminPayouts();
  const data = payouts.data;
  const figures: Figure[] = [
    { label: t('balance.owed'), value: data && formatCents(data.owedCents, locale), hint: t('balance.owed.hint') },
    { label: t('balance.paidOut'), value: data && formatCents(data.paidOutCents, locale), hint: t('balance.paidOut.hint') },
    { label: t('balance.left'), value: data && formatCents(data.balanceCents, locale), hint: t('balance.left.hint') },
  ];
  const action = linkToLedger ? (
    <Link to="/admin/payouts" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
      {t('balance.seeAll')} <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  ) : null;
  return <FiguresCard id="payout-balance-heading" heading={t('balance.heading')} action={action} query={payouts} errorTitle={t('balance.failed')} figures={figures} testId="payout-figure" />;
}
