import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents } from '@client/lib/format';
import { SeeTheCharts } from '../../analytics/components/see-the-charts';
import { type Figure, FiguresCard } from '../../components/figures-card';
import { useDonationSummary } from '../api';

const numberFormat = new Intl.NumberFormat('en');

type Props = {
  heading: string;
  /** The dashboard's card leads to the donations page. */
  linkToList?: boolean;
};

/** Donations in figures: this month, all time, monthly donors (and their monthly total), payments this month. */
export function DonationFigures({ heading, linkToList = false }: Props) {
  const summary = useDonationSummary();
  const data = summary.data;
  const figures: Figure[] = [
    { label: 'This month', value: data && formatCents(data.thisMonthCents), hint: 'Received since the 1st of this month.' },
    { label: 'All time', value: data && formatCents(data.allTimeCents), hint: 'Every payment received.' },
    {
      label: 'Monthly donors',
      value: data && numberFormat.format(data.monthlyDonors),
      hint: data ? `Active monthly gifts, ${formatCents(data.monthlyRecurringCents)} a month in all.` : 'Active monthly gifts.',
    },
    { label: 'Payments this month', value: data && numberFormat.format(data.paymentsThisMonth), hint: 'One-time gifts and monthly payments.' },
  ];
  const action = linkToList ? (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <Link to="/admin/donations" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
        See all donations <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <SeeTheCharts section="programmes" about="donations" />
    </span>
  ) : null;
  return (
    <FiguresCard
      id="donation-figures-heading"
      heading={heading}
      action={action}
      query={summary}
      errorTitle="Could not load the donation figures"
      figures={figures}
      testId="donation-figure"
      gridClassName="sm:grid-cols-2 lg:grid-cols-4"
    />
  );
}
