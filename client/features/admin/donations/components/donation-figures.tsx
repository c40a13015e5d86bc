import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents } from '@client/lib/format';
import { useLocale, useT } from '@client/lib/i18n';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { SeeTheCharts } from '../../analytics/components/see-the-charts';
import { type Figure, FiguresCard } from '../../components/figures-card';
import { adminMessages } from '../../messages';
import { useDonationSummary } from '../api';

type Props = {
  heading: string;
  /** The dashboard's card leads to the donations page. */
  linkToList?: boolean;
};

/** Donations in figures: this month, all time, monthly donors (and their monthly total), payments this month. */
export function DonationFigures({ heading, linkToList = false }: Props) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const numberFormat = new Intl.NumberFormat(INTL_LOCALE[locale]);
  const summary = useDonationSummary();
  const data = summary.data;
  const figures: Figure[] = [
    { label: t('donations.thisMonth'), value: data && formatCents(data.thisMonthCents, locale), hint: t('donations.thisMonth.hint') },
    { label: t('donations.allTime'), value: data && formatCents(data.allTimeCents, locale), hint: t('donations.allTime.hint') },
    {
      label: t('donations.monthlyDonors'),
      value: data && numberFormat.format(data.monthlyDonors),
      hint: data ? t('donations.monthlyDonors.hintTotal', { amount: formatCents(data.monthlyRecurringCents, locale) }) : t('donations.monthlyDonors.hint'),
    },
    { label: t('donations.payments'), value: data && numberFormat.format(data.paymentsThisMonth), hint: t('donations.payments.hint') },
  ];
  const action = linkToList ? (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <Link to="/admin/donations" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
        {t('donations.seeAll')} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <SeeTheCharts section="programmes" about={t('donations.chartsAbout')} />
    </span>
  ) : null;
  return (
    <FiguresCard
      id="donation-figures-heading"
      heading={heading}
      action={action}
      query={summary}
      errorTitle={t('donations.figuresFailed')}
      figures={figures}
      testId="donation-figure"
      gridClassName="sm:grid-cols-2 lg:grid-cols-4"
    />
  );
}
