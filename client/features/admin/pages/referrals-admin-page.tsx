import { referralStatuses, type ReferralStatus, REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { useReferralStatusLabel } from '@client/components/referral-badges';
import { type Translate, useT } from '@client/lib/i18n';
import { QueryError } from '@client/components/query-error';
import { usePageMeta } from '@client/lib/page-meta';
import { ListFilter } from '../components/list-filter';
import { ReferenceSearch } from '../components/reference-search';
import { NoSuchPage, Pager, shownPage } from '../components/pager';
import { useListParams } from '../components/use-list-params';
import { useAdminReferrals } from '../referrals/api';
import { ReferralsTable } from '../referrals/components/referrals-table';
import { referralsAdminMessages } from '../referrals/messages';

const readStatus = (value: string | null) => referralStatuses.find((status) => status === value) ?? null;

const captionFor = (status: ReferralStatus | null, t: Translate<(typeof referralsAdminMessages)['en']>, label: (status: ReferralStatus) => string) =>
  status ? t('list.captionStatus', { status: label(status).toLowerCase() }) : t('list.captionAll');

/** /admin/referrals: the queue of doctor requests, against the promise of an answer within 48 hours. */
export default function ReferralsAdminPage() {
  const t = useT(referralsAdminMessages);
  const statusLabel = useReferralStatusLabel('admin');
  const statusLabels = Object.fromEntries(referralStatuses.map((option) => [option, statusLabel(option)])) as Record<ReferralStatus, string>;
  usePageMeta(t('list.title'), t('list.description'));
  const { searchParams, page, update, goToPage } = useListParams<'status' | 'reference'>();
  const status = readStatus(searchParams.get('status'));
  const reference = searchParams.get('reference');
  const referrals = useAdminReferrals({ status, reference, page });

  const data = referrals.data;
  const beyondLastPage = data !== undefined && data.referrals.length === 0 && data.total > 0;
  const empty = referrals.isError ? (
    t('list.notLoaded')
  ) : beyondLastPage ? (
    <NoSuchPage page={page} onFirst={() => goToPage(1)} />
  ) : reference ? (
    t('list.noReference', { reference, withStatus: status ? 'yes' : 'no' })
  ) : status ? (
    t('list.noStatus')
  ) : (
    t('list.empty')
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('list.title')}</h1>
        <p className="mt-2 text-slate-700">{t('list.intro', { hours: REFERRAL_RESPONSE_HOURS })}</p>
      </div>

      <div role="group" aria-label={t('list.filter')} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <ListFilter label={t('list.status')} value={status} options={referralStatuses} labels={statusLabels} allLabel={t('filter.all')} onChange={(next) => update('status', next)} />
        <ReferenceSearch kind="referral" value={reference} onChange={(next) => update('reference', next)} />
      </div>

      {referrals.isError ? (
        <QueryError title={t('list.loadError')} error={referrals.error} onRetry={() => void referrals.refetch()} retrying={referrals.isFetching} />
      ) : null}

      <ReferralsTable
        caption={captionFor(status, t, statusLabel)}
        referrals={referrals.isError && !referrals.isPlaceholderData ? (data?.referrals ?? []) : data?.referrals}
        stale={referrals.isPlaceholderData}
        empty={empty}
      />

      <Pager
        label={t('list.pages')}
        page={page}
        shown={shownPage(data)}
        noun={[t('list.noun.one'), t('list.noun.other')]}
        loadingText={referrals.isError ? '' : t('list.loading')}
        onPage={goToPage}
      />
    </div>
  );
}
