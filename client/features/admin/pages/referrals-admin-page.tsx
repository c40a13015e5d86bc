import { referralStatuses, type ReferralStatus, REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { ADMIN_REFERRAL_STATUS_LABELS } from '@client/components/referral-badges';
import { QueryError } from '@client/components/query-error';
import { usePageMeta } from '@client/lib/page-meta';
import { ListFilter } from '../components/list-filter';
import { ReferenceSearch } from '../components/reference-search';
import { NoSuchPage, Pager, shownPage } from '../components/pager';
import { useListParams } from '../components/use-list-params';
import { useAdminReferrals } from '../referrals/api';
import { ReferralsTable } from '../referrals/components/referrals-table';

const readStatus = (value: string | null) => referralStatuses.find((status) => status === value) ?? null;

const captionFor = (status: ReferralStatus | null) =>
  status ? `Requests with the status ${ADMIN_REFERRAL_STATUS_LABELS[status].toLowerCase()}, most urgent first` : 'All requests: waiting ones first, the most urgent first';

/** /admin/referrals: the queue of doctor requests, against the promise of an answer within 48 hours. */
export default function ReferralsAdminPage() {
  usePageMeta('Doctor requests', 'Requests for a clubfoot specialist: who is waiting, for how long, and the specialists sent.');
  const { searchParams, page, update, goToPage } = useListParams<'status' | 'reference'>();
  const status = readStatus(searchParams.get('status'));
  const reference = searchParams.get('reference');
  const referrals = useAdminReferrals({ status, reference, page });

  const data = referrals.data;
  const beyondLastPage = data !== undefined && data.referrals.length === 0 && data.total > 0;
  const empty = referrals.isError ? (
    'The requests could not be loaded.'
  ) : beyondLastPage ? (
    <NoSuchPage page={page} onFirst={() => goToPage(1)} />
  ) : reference ? (
    `No request with the reference ${reference}${status ? ' and this status' : ''}.`
  ) : status ? (
    'No requests with this status.'
  ) : (
    'No requests yet.'
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Doctor requests</h1>
        <p className="mt-2 text-slate-700">
          Families are promised up to three specialists within {REFERRAL_RESPONSE_HOURS} hours. Open a request to see the suggestions and send them.
        </p>
      </div>

      <div role="group" aria-label="Filter requests" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <ListFilter label="Status" value={status} options={referralStatuses} labels={ADMIN_REFERRAL_STATUS_LABELS} onChange={(next) => update('status', next)} />
        <ReferenceSearch kind="referral" value={reference} onChange={(next) => update('reference', next)} />
      </div>

      {referrals.isError ? (
        <QueryError title="Could not load the requests" error={referrals.error} onRetry={() => void referrals.refetch()} retrying={referrals.isFetching} />
      ) : null}

      <ReferralsTable
        caption={captionFor(status)}
        referrals={referrals.isError && !referrals.isPlaceholderData ? (data?.referrals ?? []) : data?.referrals}
        stale={referrals.isPlaceholderData}
        empty={empty}
      />

      <Pager
        label="Request pages"
        page={page}
        shown={shownPage(data)}
        noun={['request', 'requests']}
        loadingText={referrals.isError ? '' : 'Loading requests…'}
        onPage={goToPage}
      />
    </div>
  );
}
