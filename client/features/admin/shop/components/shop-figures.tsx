import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SeeTheCharts } from '../../analytics/components/see-the-charts';
import { type Figure, FiguresCard } from '../../components/figures-card';
import { useShopFigures } from '../api';
import { formatCents } from '../format';
import { useLocale, useT } from '@client/lib/i18n';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { shopAdminMessages } from '../messages';

const linkClass = 'inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline';

type Props = {
  heading: string;
  /** The dashboard's card leads to the orders and products pages. */
  withLinks?: boolean;
};

/** The shop in figures: orders waiting to be shipped, this month's orders and takings, variants running low. */
export function ShopFigures({ heading, withLinks = false }: Props) {
  const query = useShopFigures();
  const t = useT(shopAdminMessages);
  const locale = useLocale();
  const numberFormat = new Intl.NumberFormat(INTL_LOCALE[locale]);
  const data = query.data;
  const figures: Figure[] = [
    {
      label: t('figures.toShip'),
      value: data && <span className={data.ordersToShip > 0 ? 'text-amber-900' : undefined}>{numberFormat.format(data.ordersToShip)}</span>,
      hint: t('figures.toShipHint'),
    },
    { label: t('figures.paidMonth'), value: data && formatCents(data.paidThisMonthCents, locale), hint: t('figures.paidMonthHint') },
    { label: t('figures.ordersMonth'), value: data && numberFormat.format(data.ordersThisMonth), hint: t('figures.ordersMonthHint') },
    {
      label: t('figures.lowStock'),
      value: data && <span className={data.lowStockVariants > 0 ? 'text-red-800' : undefined}>{numberFormat.format(data.lowStockVariants)}</span>,
      hint: t('figures.lowStockHint'),
    },
  ];
  const action = withLinks ? (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <Link to="/admin/orders" className={linkClass}>
        {t('figures.seeOrders')} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <Link to="/admin/products" className={linkClass}>
        {t('figures.seeProducts')} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <SeeTheCharts section="programmes" about={t('figures.about')} />
    </span>
  ) : null;
  return (
    <FiguresCard
      id={withLinks ? 'shop-figures-heading' : 'shop-figures-page-heading'}
      heading={heading}
      action={action}
      query={query}
      errorTitle={t('figures.loadError')}
      figures={figures}
      testId="shop-figure"
      gridClassName="sm:grid-cols-2 lg:grid-cols-4"
    />
  );
}
