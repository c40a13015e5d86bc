import { format } from 'date-fns';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { countryName } from '../../../shared/countries';
import { orderNumberText, RETURNS_SUMMARY, SHIPPING_METHOD_LABELS, variantLabel } from '../../../shared/shop';
import type { Db } from '../../db';
import { auditLog, orderItems, orders, productVariants, type ShippingAddress } from '../../db/schema';
import { AppError, notFound, said } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';

/*
 * The packing slip: one printable page per parcel, with where it goes and what goes in it, ticked off
 * as it is packed, and who packed it when. A pair of two sizes (mismatched feet, or one buddy's half
 * of a split pair) says which shoe goes in, in which size, with each shoe's SKU; a split pair's two
 * halves are two orders, each shipped to its own buyer, and each slip names the other. The slip is
 * built from parcels, so an order sent to more than one address fits without another layout.
 */

export type SlipLine = { sku: string; product: string; variant: string; quantity: number; /** Each shoe of a pair of two sizes. */ shoes: string[] };
export type Parcel = { shipTo: ShippingAddress; lines: SlipLine[] };
export type PackingSlip = { number: string; orderedAt: Date; shippingMethod: string; /** What the packer must know first. */ notes: string[]; parcels: Parcel[] };

/** Orders that are, or were, packed: paid and on. */
const PACKABLE = new Set(['paid', 'packed', 'shipped', 'delivered']);

type ShoeVariant = Pick<typeof productVariants.$inferSelect, 'sku' | 'size' | 'width'>;
const shoe = (side: 'Left' | 'Right', variant: ShoeVariant | undefined) =>
  variant ? `${side} shoe: ${variantLabel({ size: variant.size, width: variant.width, side: null })} (SKU ${variant.sku})` : `${side} shoe: see the variant`;

export async function packingSlipOf(db: Db, actor: UserRow, id: string): Promise<PackingSlip> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound('Order not found');
  const number = orderNumberText(order.number);
  if (!PACKABLE.has(order.status)) {
    throw new AppError(
      'CONFLICT',
      said('Order {number} {status, select, cancelled {was cancelled} refunded {was refunded} other {has not been paid}}, so there is nothing to pack and no packing slip.', {
        number,
        status: order.status,
      }),
    );
  }
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id));
  const pairIds = items.flatMap((item) => (item.rightVariantId && item.variantId ? [item.variantId, item.rightVariantId] : []));
  const [shoes, partners] = await Promise.all([
    pairIds.length ? db.select().from(productVariants).where(inArray(productVariants.id, pairIds)) : [],
    order.splitPairId ? db.select({ number: orders.number }).from(orders).where(and(eq(orders.splitPairId, order.splitPairId), ne(orders.id, id))) : [],
  ]);
  const shoeOf = new Map(shoes.map((variant) => [variant.id, variant]));
  await db.insert(auditLog).values({ actorId: actor.id, targetUserId: order.userId, action: 'order.packing_slip', details: { orderId: id, number } });
  return {
    number,
    orderedAt: order.paidAt ?? order.createdAt,
    shippingMethod: SHIPPING_METHOD_LABELS[order.shippingMethod],
    notes: partners.map(
      (partner) =>
        `Split pair: this parcel holds this buyer's shoes only. The other half is order ${orderNumberText(partner.number)}, packed and shipped separately to its own address.`,
    ),
    parcels: [
      {
        shipTo: order.shippingAddress,
        lines: items.map((item) => ({
          sku: item.sku,
          product: item.productName,
          variant: item.variantLabel,
          quantity: item.quantity,
          shoes: item.rightVariantId && item.variantId ? [shoe('Left', shoeOf.get(item.variantId)), shoe('Right', shoeOf.get(item.rightVariantId))] : [],
        })),
      },
    ],
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function addressLines(address: ShippingAddress) {
  return [
    address.name,
    address.line1,
    address.line2,
    [address.city, address.region, address.postalCode].filter(Boolean).join(', '),
    countryName(address.country),
    address.phone ? `Phone: ${address.phone}` : null,
  ].filter((line): line is string => Boolean(line));
}

function parcelHtml(slip: PackingSlip, parcel: Parcel, index: number, organisation: string) {
  const units = parcel.lines.reduce((sum, line) => sum + line.quantity, 0);
  const rows = parcel.lines
    .map(
      (line) => `<tr>
          <td class="tick">☐</td>
          <td class="sku">${escapeHtml(line.sku)}</td>
          <td>${escapeHtml(line.product)}</td>
          <td>${escapeHtml(line.variant)}${line.shoes.map((text) => `<br><strong>${escapeHtml(text)}</strong>`).join('')}</td>
          <td class="qty">${line.quantity}</td>
        </tr>`,
    )
    .join('');
  const of = slip.parcels.length > 1 ? ` · Parcel ${index + 1} of ${slip.parcels.length}` : '';
  return `<section class="parcel" aria-labelledby="parcel-${index}">
      <header>
        <p class="from">${escapeHtml(organisation)}</p>
        <h1 id="parcel-${index}">Packing slip · Order ${escapeHtml(slip.number)}${of}</h1>
        <dl class="facts">
          <div><dt>Ordered</dt><dd>${format(slip.orderedAt, 'MMMM d, yyyy')}</dd></div>
          <div><dt>Shipping</dt><dd>${escapeHtml(slip.shippingMethod)}</dd></div>
          <div><dt>Items</dt><dd>${units} ${units === 1 ? 'unit' : 'units'}</dd></div>
        </dl>
      </header>
      ${slip.notes.map((note) => `<p class="note">${escapeHtml(note)}</p>`).join('')}
      <div class="ship-to">
        <h2>Ship to</h2>
        <address>${addressLines(parcel.shipTo).map(escapeHtml).join('<br>')}</address>
      </div>
      <table>
        <caption>What goes in this parcel</caption>
        <thead><tr><th scope="col">Packed</th><th scope="col">SKU</th><th scope="col">Item</th><th scope="col">Variant</th><th scope="col" class="qty">Qty</th></tr></thead>
        <tbody>${rows}</tbody>
      </table>
      <p class="signature"><span>Packed by: <span class="line"></span></span><span>Date: <span class="line"></span></span></p>
      <footer>
        <p>Thank you for your order. ${escapeHtml(RETURNS_SUMMARY)}</p>
      </footer>
    </section>`;
}

const STYLE = `
  * { box-sizing: border-box; }
  body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #0f172a; margin: 0; padding: 24px; }
  .screen-only { max-width: 760px; margin: 0 auto 24px; padding: 12px 16px; border: 1px solid #cbd5e1; border-radius: 8px; background: #f8fafc; }
  .parcel { max-width: 760px; margin: 0 auto 48px; }
  .parcel + .parcel { break-before: page; }
  .from { margin: 0; font-weight: 600; color: #334155; }
  h1 { font-size: 22px; margin: 4px 0 12px; }
  h2 { font-size: 14px; text-transform: uppercase; letter-spacing: 0.05em; color: #334155; margin: 0 0 4px; }
  .facts { display: flex; flex-wrap: wrap; gap: 8px 32px; margin: 0 0 16px; }
  .facts dt { font-size: 12px; color: #334155; }
  .facts dd { margin: 0; font-weight: 600; }
  .ship-to { border: 2px solid #0f172a; border-radius: 6px; padding: 12px 16px; margin-bottom: 20px; font-size: 16px; }
  address { font-style: normal; }
  .note { border-left: 4px solid #0f172a; background: #f1f5f9; padding: 8px 12px; margin: 0 0 16px; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; }
  caption { text-align: left; font-weight: 600; padding-bottom: 6px; }
  th, td { border-bottom: 1px solid #cbd5e1; padding: 8px 6px; text-align: left; vertical-align: top; }
  th { font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: #334155; }
  .tick { width: 56px; font-size: 20px; text-align: center; }
  .sku { font-family: ui-monospace, Menlo, Consolas, monospace; white-space: nowrap; }
  .qty { text-align: right; font-weight: 600; }
  .signature { display: flex; flex-wrap: wrap; gap: 16px 48px; margin: 32px 0 16px; }
  .line { display: inline-block; width: 200px; border-bottom: 1px solid #0f172a; }
  footer { font-size: 12px; color: #334155; border-top: 1px solid #cbd5e1; padding-top: 8px; }
  @media print { body { padding: 0; } .screen-only { display: none; } .parcel { margin-bottom: 0; } }
`;

/** The slip as a page of its own: printed from the browser (its print styles leave out the screen's note). */
export function packingSlipHtml(slip: PackingSlip, organisation: string) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Packing slip · Order ${escapeHtml(slip.number)}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <p class="screen-only">Print this page with your browser (Ctrl+P, or ⌘P on a Mac)${slip.parcels.length > 1 ? '; each parcel prints on a page of its own' : ''}. Tick each line as it goes into the parcel, then sign and date the slip.</p>
      ${slip.parcels.map((parcel, index) => parcelHtml(slip, parcel, index, organisation)).join('\n')}
    </main>
  </body>
</html>
`;
}
