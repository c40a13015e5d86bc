import { and, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { ShopFigures } from '../../../shared/api/shop';
import type { Db } from '../../db';
import { orders, products, productVariants } from '../../db/schema';

/** A variant with this many or fewer on the shelf is low on stock. */
export const LOW_STOCK_UNITS = 3;

/** The dashboard's card: what waits to be shipped, this month's orders and takings (less refunds), and variants running out. */
export async function shopFigures(db: Db): Promise<ShopFigures> {
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const [[ordered], [low]] = await Promise.all([
    db
      .select({
        toShip: sql<number>`count(*) filter (where ${inArray(orders.status, ['paid', 'packed'])})::int`,
        thisMonth: sql<number>`count(*) filter (where ${orders.paidAt} >= ${monthStart}::timestamptz)::int`,
        paidThisMonth: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paidAt} >= ${monthStart}::timestamptz and ${orders.status} not in ('cancelled', 'refunded')), 0)::bigint`.mapWith(Number),
      })
      .from(orders),
    db
      .select({ n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.status, 'published'), isNull(productVariants.retiredAt), lte(productVariants.stock, LOW_STOCK_UNITS))),
  ]);
  return {
    ordersToShip: ordered?.toShip ?? 0,
    paidThisMonthCents: ordered?.paidThisMonth ?? 0,
    ordersThisMonth: ordered?.thisMonth ?? 0,
    lowStockVariants: low?.n ?? 0,
  };
}
