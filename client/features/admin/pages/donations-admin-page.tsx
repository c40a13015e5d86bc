import { donationStatuses, donationTypes, type DonationStatus, type DonationType } from '@shared/donations';
import { DONATION_STATUS_LABELS } from '@client/components/donation-status-badge';
import { QueryError } from '@client/components/query-error';
import { GIFT_TYPE_LABELS } from '@shared/donations';
import { usePageMeta } from '@client/lib/page-meta';
import { ADMIN_DONATIONS_PAGE_SIZE, useAdminDonations } from '../donations/api';
import { DonationFigures } from '../donations/components/donation-figures';
import { DonationFilters } from '../donations/components/donation-filters';
import { DonationsTable } from '../donations/components/donations-table';
import { NoSuchPage, Pager } from '../components/pager';
import { useListParams } from '../components/use-list-params';

const readStatus = (value: string | null) => donationStatuses.find((status) => status === value) ?? null;
const readType = (value: string | null) => donationTypes.find((type) => type === value) ?? null;

/** 'All donations', 'Monthly donations that are active', ... */
function captionFor(status: DonationStatus | null, type: DonationType | null) {
  const what = type ? `${GIFT_TYPE_LABELS[type]} donations` : 'All donations';
  return `${what}${status ? ` with the status ${DONATION_STATUS_LABELS[status].toLowerCase()}` : ''}, newest first`;
}

/** /admin/donations: the figures, and every donation with its donor, status and payments. */
export default function DonationsAdminPage() {
  usePageMeta('Donations', 'Donations in figures, and every gift with its donor, status and payments.');
  const { searchParams, page, update, goToPage } = useListParams<'status' | 'type'>();
  const status = readStatus(searchParams.get('status'));
  const type = readType(searchParams.get('type'));
  const donations = useAdminDonations({ status, type, page });

  const data = donations.data;
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / (data?.pageSize ?? ADMIN_DONATIONS_PAGE_SIZE)));
  const beyondLastPage = data !== undefined && data.donations.length === 0 && total > 0;
  const filtered = status !== null || type !== null;
  const empty = donations.isError ? (
    'The donations could not be loaded.'
  ) : beyondLastPage ? (
    <NoSuchPage page={page} onFirst={() => goToPage(1)} />
  ) : filtered ? (
    'No donations match these filters.'
  ) : (
    'No donations yet.'
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Donations</h1>
        <p className="mt-2 text-slate-700">What has been given, by whom, and how each gift stands. 80% goes to clubfoot charities, 20% to the platform.</p>
      </div>

      <DonationFigures heading="In figures" />

      <DonationFilters status={status} type={type} onStatus={(next) => update('status', next)} onType={(next) => update('type', next)} />

      {donations.isError ? (
        <QueryError title="Could not load the donations" error={donations.error} onRetry={() => void donations.refetch()} retrying={donations.isFetching} />
      ) : null}

      <DonationsTable
        caption={captionFor(status, type)}
        donations={donations.isError && !donations.isPlaceholderData ? (data?.donations ?? []) : data?.donations}
        stale={donations.isPlaceholderData}
        empty={empty}
      />

      <Pager
        label="Donations pages"
        page={page}
        shown={data ? { page: data.page, totalPages, total } : null}
        noun={['donation', 'donations']}
        loadingText={donations.isError ? '' : 'Loading donations…'}
        onPage={goToPage}
      />
    </div>
  );
}
