import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents } from '@shared/shop';
import { SeeTheCharts } from '../../analytics/components/see-the-charts';
import { type Figure, FiguresCard } from '../../components/figures-card';
import { useShopFigures } from '../api';

const numberFormat = new Intl.NumberFormat('en');

const linkClass = 'inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline';

type Props = {
  heading: string;
  /** The dashboard's card leads to the orders and products pages. */
  withLinks?: boolean;
};

/** The shop in figures: orders waiting to be shipped, this month's orders and takings, variants running low. */
export function ShopFigures({ heading, withLinks = false }: Props) {
  const query = useShopFigures();
  const data = query.data;
  const figures: Figure[] = [
    {
      label: 'Orders to ship',
      value: data && <span className={data.ordersToShip > 0 ? 'text-amber-900' : undefined}>{numberFormat.format(data.ordersToShip)}</span>,
      hint: 'Paid or packed, waiting to go out.',
    },
    { label: 'Paid this month', value: data && formatCents(data.paidThisMonthCents), hint: 'Orders paid since the 1st, less refunds.' },
    { label: 'Orders this month', value: data && numberFormat.format(data.ordersThisMonth), hint: 'Paid since the 1st.' },
    {
      label: 'Low stock',
      value: data && <span className={data.lowStockVariants > 0 ? 'text-red-800' : undefined}>{numberFormat.format(data.lowStockVariants)}</span>,
      hint: 'Variants of published products with 3 or fewer left.',
    },
  ];
  const action = withLinks ? (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <Link to="/admin/orders" className={linkClass}>
        See the orders <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <Link to="/admin/products" className={linkClass}>
        See the products <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <SeeTheCharts section="programmes" about="the shop" />
    </span>
  ) : null;
  return (
    <FiguresCard
      id={withLinks ? 'shop-figures-heading' : 'shop-figures-page-heading'}
      heading={heading}
      action={action}
      query={query}
      errorTitle="Could not load the shop figures"
      figures={figures}
      testId="shop-figure"
      gridClassName="sm:grid-cols-2 lg:grid-cols-4"
    />
  );
}
