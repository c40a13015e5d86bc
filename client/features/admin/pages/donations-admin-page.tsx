import { donationStatuses, donationTypes, type DonationType } from '@shared/donations';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { useDonationStatusLabel } from '@client/components/donation-status-badge';
import { QueryError } from '@client/components/query-error';
import { type Translate, useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { ADMIN_DONATIONS_PAGE_SIZE, useAdminDonations } from '../donations/api';
import { DonationFigures } from '../donations/components/donation-figures';
import { DonationFilters } from '../donations/components/donation-filters';
import { DonationsTable } from '../donations/components/donations-table';
import { NoSuchPage, Pager } from '../components/pager';
import { useListParams } from '../components/use-list-params';
import { adminMessages } from '../messages';

const readStatus = (value: string | null) => donationStatuses.find((status) => status === value) ?? null;
const readType = (value: string | null) => donationTypes.find((type) => type === value) ?? null;

const TYPE_SELECTORS = { 'one-time': 'oneTime', monthly: 'monthly' } as const satisfies Record<DonationType, string>;

/** 'All donations, newest first', 'Monthly donations with the status active, newest first', ... */
function captionFor(t: Translate<(typeof adminMessages)['en']>, status: string | null, type: DonationType | null) {
  return t('donations.caption', { type: type ? TYPE_SELECTORS[type] : 'all', hasStatus: status ? 'yes' : 'no', status: status ?? '' });
}

/** /admin/donations: the figures, and every donation with its donor, status and payments. */
export default function DonationsAdminPage() {
  const t = useT(adminMessages);
  const locale = useLocale();
  const statusLabel = useDonationStatusLabel();
  usePageMeta(t('donations.meta.title'), t('donations.meta.description'));
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
    t('donations.notLoaded')
  ) : beyondLastPage ? (
    <NoSuchPage page={page} onFirst={() => goToPage(1)} />
  ) : filtered ? (
    t('donations.empty.filtered')
  ) : (
    t('donations.empty.all')
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('donations.title')}</h1>
        <p className="mt-2 text-slate-700">{t('donations.intro')}</p>
      </div>

      <DonationFigures heading={t('donations.inFigures')} />

      <DonationFilters status={status} type={type} onStatus={(next) => update('status', next)} onType={(next) => update('type', next)} />

      {donations.isError ? (
        <QueryError title={t('donations.loadFailed')} error={donations.error} onRetry={() => void donations.refetch()} retrying={donations.isFetching} />
      ) : null}

      <DonationsTable
        caption={captionFor(t, status && statusLabel(status).toLocaleLowerCase(INTL_LOCALE[locale]), type)}
        donations={donations.isError && !donations.isPlaceholderData ? (data?.donations ?? []) : data?.donations}
        stale={donations.isPlaceholderData}
        empty={empty}
      />

      <Pager
        label={t('donations.pages')}
        page={page}
        shown={data ? { page: data.page, totalPages, total } : null}
        noun={[t('donations.noun.one'), t('donations.noun.other')]}
        loadingText={donations.isError ? '' : t('donations.loading')}
        onPage={goToPage}
      />
    </div>
  );
}
