import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { SeeTheCharts } from '../../analytics/components/see-the-charts';
import { type Figure, FiguresCard } from '../../components/figures-card';
import { useInbox } from '../../inbox/api';
import { useAdminReferrals } from '../api';
import { useLocale, useT } from '@client/lib/i18n';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { referralsAdminMessages } from '../messages';

/** The server's largest page: the overdue ones are counted among this many waiting requests. */
const WAITING_READ = 100;

/** The dashboard's card: requests waiting for specialists, those past the 48-hour promise, and new messages to the team. */
export function ReferralFigures() {
  const t = useT(referralsAdminMessages);
  const numberFormat = new Intl.NumberFormat(INTL_LOCALE[useLocale()]);
  const waiting = useAdminReferrals({ status: 'new', page: 1, pageSize: WAITING_READ });
  const inbox = useInbox({ status: 'new', page: 1, pageSize: 1 });
  const query = {
    isPending: waiting.isPending || inbox.isPending,
    isError: waiting.isError || inbox.isError,
    isFetching: waiting.isFetching || inbox.isFetching,
    error: waiting.error ?? inbox.error,
    refetch: () => Promise.all([waiting.refetch(), inbox.refetch()]),
  };
  const rows = waiting.data?.referrals;
  const overdue = rows?.filter((row) => row.overdue).length;
  const more = waiting.data && waiting.data.total > (rows?.length ?? 0) ? '+' : '';
  const figures: Figure[] = [
    { label: t('figures.waiting'), value: waiting.data && numberFormat.format(waiting.data.total), hint: t('figures.waitingHint') },
    { label: t('overdue'), value: overdue !== undefined && `${numberFormat.format(overdue)}${more}`, hint: t('figures.overdueHint', { hours: REFERRAL_RESPONSE_HOURS }) },
    { label: t('figures.newMessages'), value: inbox.data && numberFormat.format(inbox.data.newCount), hint: t('figures.newMessagesHint') },
  ];
  return (
    <FiguresCard
      id="referral-figures-heading"
      heading={t('figures.heading')}
      action={
        <span className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/admin/referrals" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
            {t('figures.see')} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <SeeTheCharts section="programmes" about={t('figures.about')} />
        </span>
      }
      query={query}
      errorTitle={t('figures.loadError')}
      figures={figures}
      testId="referral-figure"
    />
  );
}
