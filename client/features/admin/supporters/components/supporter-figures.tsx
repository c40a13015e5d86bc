import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { formatCents } from '@client/lib/format';
import { useLocale, useT } from '@client/lib/i18n';
import { SeeTheCharts } from '../../analytics/components/see-the-charts';
import { type Figure, FiguresCard } from '../../components/figures-card';
import { useMembershipSummary } from '../api';
import { supportersAdminMessages } from '../messages';

/** Supporters now, what renews each month, this month's money and the churn; on the dashboard, with a link to the list. */
export function SupporterFigures({ linkToList = false }: { linkToList?: boolean }) {
  const t = useT(supportersAdminMessages);
  const locale = useLocale();
  const summary = useMembershipSummary();
  const data = summary.data;
  const percent = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 1 });
  const churn = data?.churn;
  const figures: Figure[] = [
    {
      label: t('figures.supporters'),
      value: data && new Intl.NumberFormat(INTL_LOCALE[locale]).format(data.supporters),
      hint: t('figures.supportersHint', { cancelling: data?.cancelling ?? 0 }),
    },
    { label: t('figures.recurring'), value: data && formatCents(data.monthlyRecurringCents, locale), hint: t('figures.recurringHint') },
    {
      label: t('figures.thisMonth'),
      value: data && formatCents(data.thisMonthCents, locale),
      hint: t('figures.thisMonthHint', { allTime: data ? formatCents(data.allTimeCents, locale) : '…' }),
    },
    {
      label: t('figures.churn', { days: churn?.days ?? 30 }),
      value: churn && (churn.rate === null ? t('figures.churnNone') : percent.format(churn.rate)),
      hint: churn ? t('figures.churnHint', { ...churn }) : '',
    },
  ];
  const action = linkToList ? (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <Link to={paths.adminSupporters} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
        {t('figures.seeAll')} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <SeeTheCharts section="programmes" about={t('figures.chartsAbout')} />
    </span>
  ) : null;
  return (
    <FiguresCard
      id="supporter-figures-heading"
      heading={t('figures.heading')}
      action={action}
      query={summary}
      errorTitle={t('figures.failed')}
      figures={figures}
      testId="supporter-figure"
      gridClassName="sm:grid-cols-2 lg:grid-cols-4"
    />
  );
}
