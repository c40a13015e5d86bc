import { Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { QueryError } from '@client/components/query-error';
import { useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { useAdminPayouts } from '../payouts/api';
import { PayoutBalance } from '../payouts/components/payout-balance';
import { PayoutsLedger } from '../payouts/components/payouts-ledger';
import { RecordPayoutForm } from '../payouts/components/record-payout-form';
import { payoutsAdminMessages } from '../payouts/messages';

/** /admin/payouts: the balance, the record form and the ledger of payouts to clubfoot charities (issue 29). */
export default function PayoutsAdminPage() {
  const t = useT(payoutsAdminMessages);
  usePageMeta(t('meta.title'), t('meta.description'));
  const payouts = useAdminPayouts();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('intro')}</p>
        <p className="mt-2">
          <Link to="/transparency" className="font-medium text-brand-800 underline underline-offset-2">
            {t('publicPage')}
          </Link>
        </p>
      </div>
      <PayoutBalance />
      <RecordPayoutForm balanceCents={payouts.data?.balanceCents ?? 0} />
      <section aria-labelledby="payouts-list-heading" className="space-y-3">
        <h2 id="payouts-list-heading" className="text-xl font-semibold text-slate-900">
          {t('list.heading')}
        </h2>
        {payouts.isPending ? (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" /> {t('list.loading')}
          </p>
        ) : payouts.isError ? (
          <QueryError title={t('list.failed')} error={payouts.error} onRetry={() => void payouts.refetch()} retrying={payouts.isFetching} />
        ) : (
          <PayoutsLedger payouts={payouts.data.payouts} />
        )}
      </section>
    </div>
  );
}
