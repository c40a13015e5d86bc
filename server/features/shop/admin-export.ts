import { format } from 'date-fns';
import { asc, count, desc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminOrdersQuery } from '../../../shared/api/shop';
import { countryName } from '../../../shared/countries';
import { displayName } from '../../../shared/display-name';
import { ORDER_STATUS_LABELS, orderNumberText, SHIPPING_METHOD_LABELS } from '../../../shared/shop';
import type { Db } from '../../db';
import { auditLog, orderItems, orders, users } from '../../db/schema';
import { badRequest, said } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { ordersWhere } from './admin-orders';
import { toCsv } from '../../../shared/csv';

/* The orders list as a spreadsheet (issue 20): every order the list's filters find, one row each. */

/** More than this at once is a sign the filters were forgotten; the admin narrows the list first. */
export const EXPORT_MAX_ORDERS = 10_000;

const HEADER = [
  'Order',
  'Status',
  'Ordered',
  'Paid',
  'Shipped',
  'Customer',
  'E-mail',
  'Member',
  'Ship to',
  'Address line 1',
  'Address line 2',
  'City',
  'Region',
  'Postal code',
  'Country',
  'Phone',
  'Shipping method',
  'Items',
  'Units',
  'Subtotal (USD)',
  'Shipping (USD)',
  'Total (USD)',
  'Carrier',
  'Tracking number',
];

const dollars = (cents: number) => (cents / 100).toFixed(2);
const when = (date: Date | null) => (date ? format(date, 'yyyy-MM-dd HH:mm') : null);

export async function exportOrdersCsv(db: Db, actor: UserRow, query: Pick<z.output<typeof adminOrdersQuery>, 'status' | 'q'>) {
  const where = ordersWhere(query);
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const total = counted?.n ?? 0;
  if (total > EXPORT_MAX_ORDERS) {
    throw badRequest(said('These filters find {total} orders; an export holds at most {max}. Please choose a status or search first.', { total: total.toLocaleString('en'), max: EXPORT_MAX_ORDERS.toLocaleString('en') }));
  }
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.number));
  const ids = rows.map((row) => row.id);
  const userIds = [...new Set(rows.map((row) => row.userId).filter((id): id is string => id !== null))];
  const [items, members] = await Promise.all([
    ids.length ? db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)) : [],
    userIds.length ? db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, userIds)) : [],
  ]);
  const nameOf = new Map(members.map((member) => [member.id, displayName(member, '')]));
  const lines = rows.map((order) => {
    const own = items.filter((item) => item.orderId === order.id);
    const address = order.shippingAddress;
    return [
      orderNumberText(order.number),
      ORDER_STATUS_LABELS[order.status],
      when(order.createdAt),
      when(order.paidAt),
      when(order.shippedAt),
      (order.userId ? nameOf.get(order.userId) : null) || address.name,
      order.email,
      order.userId ? 'Yes' : 'No',
      address.name,
      address.line1,
      address.line2,
      address.city,
      address.region,
      address.postalCode,
      countryName(address.country),
      address.phone,
      SHIPPING_METHOD_LABELS[order.shippingMethod],
      own.map((item) => `${item.quantity} × ${item.sku} ${item.productName} (${item.variantLabel})`).join('; '),
      own.reduce((sum, item) => sum + item.quantity, 0),
      dollars(order.subtotalCents),
      dollars(order.shippingCents),
      dollars(order.totalCents),
      order.carrier,
      order.trackingNumber,
    ];
  });
  await db.insert(auditLog).values({ actorId: actor.id, action: 'orders.exported', details: { count: rows.length, status: query.status ?? null, q: query.q ?? null } });
  const fileName = `orders-${query.status ? `${query.status}-` : ''}${format(new Date(), 'yyyy-MM-dd')}.csv`;
  return { fileName, csv: toCsv([HEADER, ...lines]) };
}
