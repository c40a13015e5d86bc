import { ArrowRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { SeeTheCharts } from '../analytics/components/see-the-charts';
import { useAdminStats } from '../api';
import { adminAreas, type AdminArea } from '../areas';
import { AssistantFigures } from '../assistant/components/assistant-figures';
import { BuddyFigures } from '../components/buddy-figures';
import { DonationFigures } from '../donations/components/donation-figures';
import { PayoutBalance } from '../payouts/components/payout-balance';
import { SupporterFigures } from '../supporters/components/supporter-figures';
import { ReferralFigures } from '../referrals/components/referral-figures';
import { ShopFigures } from '../shop/components/shop-figures';
import { GoLiveChecklist } from '../settings/components/go-live-checklist';
import { VideoFigures } from '../videos/components/video-figures';
import { adminMessages } from '../messages';
import { QueryError } from '@client/components/query-error';

function StatCard({ label, value, hint, loading, charts }: { label: string; value: number | undefined; hint: string; loading: boolean; charts?: ReactNode }) {
  const id = useId();
  const t = useT(adminMessages);
  const locale = useLocale();
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardContent>
          <h2 id={id} className="text-sm font-semibold text-slate-700">
            {label}
          </h2>
          {loading ? (
            <>
              <Skeleton className="mt-2 h-9 w-24" />
              <span className="sr-only">{t('loading')}</span>
            </>
          ) : (
            <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="stat-value">
              {value === undefined ? '—' : new Intl.NumberFormat(INTL_LOCALE[locale]).format(value)}
            </p>
          )}
          <p className="mt-1 text-sm text-slate-700">{hint}</p>
          {charts ? <p className="mt-3">{charts}</p> : null}
        </CardContent>
      </section>
    </Card>
  );
}

/** Named by the area's label alone; its description is read as the link's description. */
function AreaLink({ area }: { area: AdminArea }) {
  const id = useId();
  const t = useT(adminMessages);
  return (
    <Link
      to={area.to}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-description`}
      className="group flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
        <area.icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1 font-semibold text-slate-900 group-hover:text-brand-800">
          <span id={`${id}-label`}>{t(area.label)}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
        <span id={`${id}-description`} className="mt-1 block text-sm text-slate-700">
          {t(area.description)}
        </span>
      </span>
    </Link>
  );
}

export default function AdminDashboardPage() {
  const t = useT(adminMessages);
  usePageMeta(t('dashboard.meta.title'), t('dashboard.meta.description'));
  const stats = useAdminStats();
  const loading = stats.isPending && !stats.isError;

  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('dashboard.title')}</h1>
        <p className="mt-2 text-slate-700">{t('dashboard.intro')}</p>
      </div>

      <GoLiveChecklist />

      <div className="space-y-4" aria-busy={loading}>
        {stats.isError ? (
          <QueryError title={t('dashboard.countsFailed')} error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <StatCard
            label={t('dashboard.members')}
            value={stats.data?.members}
            hint={t('dashboard.members.hint')}
            loading={loading}
            charts={<SeeTheCharts section="members" about={t('dashboard.members.about')} />}
          />
          <StatCard
            label={t('dashboard.newMembers')}
            value={stats.data?.newMembersThisWeek}
            hint={t('dashboard.newMembers.hint')}
            loading={loading}
            charts={<SeeTheCharts section="members" about={t('dashboard.newMembers.about')} />}
          />
        </div>
      </div>

      <BuddyFigures />

      <DonationFigures heading={t('dashboard.donations')} linkToList />

      <SupporterFigures linkToList />

      <PayoutBalance linkToLedger />

      <ShopFigures heading={t('dashboard.shop')} withLinks />

      <AssistantFigures heading={t('dashboard.assistant')} linkToPage />

      <ReferralFigures />

      <VideoFigures />

      <section aria-labelledby="admin-areas-heading">
        <h2 id="admin-areas-heading" className="text-xl font-semibold text-slate-900">
          {t('dashboard.areas')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {adminAreas
            .filter((area) => area.to !== '/admin')
            .map((area) => (
              <li key={area.to}>
                <AreaLink area={area} />
              </li>
            ))}
        </ul>
      </section>
    </div>
  );
}
