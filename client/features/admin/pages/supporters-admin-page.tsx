import { MEMBERSHIP_LEVELS, membershipStatuses } from '@shared/memberships';
import { QueryError } from '@client/components/query-error';
import { useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { NoSuchPage, Pager } from '../components/pager';
import { SEARCH_MAX_LENGTH } from '../components/use-typed-search';
import { useListParams } from '../components/use-list-params';
import { ADMIN_MEMBERSHIPS_PAGE_SIZE, useAdminMemberships, useMembershipSummary } from '../supporters/api';
import { MembershipFilters } from '../supporters/components/membership-filters';
import { MembershipsTable } from '../supporters/components/memberships-table';
import { SupporterFigures } from '../supporters/components/supporter-figures';
import { SupporterLevels } from '../supporters/components/supporter-levels';
import { supportersAdminMessages } from '../supporters/messages';

const readStatus = (value: string | null) => membershipStatuses.find((status) => status === value) ?? null;
const readLevel = (value: string | null) => MEMBERSHIP_LEVELS.find((level) => level.id === value)?.id ?? null;

/** /admin/supporters: supporting memberships in figures, by level, and every membership with its member. */
export default function SupportersAdminPage() {
  const t = useT(supportersAdminMessages);
  usePageMeta(t('meta.title'), t('meta.description'));
  const { searchParams, page, update, goToPage } = useListParams<'status' | 'level' | 'q'>();
  const status = readStatus(searchParams.get('status'));
  const level = readLevel(searchParams.get('level'));
  const q = (searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const summary = useMembershipSummary();
  const list = useAdminMemberships({ status, level, q, page });

  const data = list.data;
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / (data?.pageSize ?? ADMIN_MEMBERSHIPS_PAGE_SIZE)));
  const beyondLastPage = data !== undefined && data.memberships.length === 0 && total > 0;
  const filtered = status !== null || level !== null || q !== '';
  const empty = list.isError ? (
    t('table.notLoaded')
  ) : beyondLastPage ? (
    <NoSuchPage page={page} onFirst={() => goToPage(1)} />
  ) : filtered ? (
    t('table.emptyFiltered')
  ) : (
    t('table.empty')
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('intro')}</p>
      </div>

      <SupporterFigures />
      {summary.isError ? null : <SupporterLevels levels={summary.data?.levels} />}

      <MembershipFilters
        q={q}
        status={status}
        level={level}
        onSearch={(next) => update('q', next || null)}
        onStatus={(next) => update('status', next)}
        onLevel={(next) => update('level', next)}
      />

      {list.isError ? <QueryError title={t('table.failed')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} /> : null}

      <MembershipsTable
        caption={t('table.caption', { filtered: filtered ? 'yes' : 'no' })}
        memberships={list.isError && !list.isPlaceholderData ? (data?.memberships ?? []) : data?.memberships}
        stale={list.isPlaceholderData}
        empty={empty}
      />

      <Pager
        label={t('pages')}
        page={page}
        shown={data ? { page: data.page, totalPages, total } : null}
        noun={[t('noun.one'), t('noun.other')]}
        loadingText={list.isError ? '' : t('loading')}
        onPage={goToPage}
      />
    </div>
  );
}
