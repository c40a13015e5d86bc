import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { orders, productVariants, stockHolds } from '../../db/schema';

/**
 * The shelf: pairs (or units) per variant, and single shoes left over from pairs split for mismatched
 * sales. Every change is one conditional UPDATE, so two checkouts can never both take the last unit
 * (the row lock orders them), and what an order took is written down as holds to give back once.
 */

export type Hold = { variantId: string; unit: 'pair' | 'left' | 'right'; quantity: number };

export class StockTaken extends Error {}

const live = (variantId: string) => and(eq(productVariants.id, variantId), isNull(productVariants.retiredAt));

/** Takes one single shoe: a spare of that side if there is one, else a pair is split and its other shoe kept as a spare. */
async function takeSingle(tx: Db, variantId: string, side: 'left' | 'right') {
  const spare = side === 'left' ? productVariants.spareLeft : productVariants.spareRight;
  const other = side === 'left' ? productVariants.spareRight : productVariants.spareLeft;
  const taken = await tx
    .update(productVariants)
    .set({
      // Every expression reads the row as it was: take a spare, or split a pair and keep its other shoe.
      [side === 'left' ? 'spareLeft' : 'spareRight']: sql`case when ${spare} > 0 then ${spare} - 1 else ${spare} end`,
      [side === 'left' ? 'spareRight' : 'spareLeft']: sql`case when ${spare} > 0 then ${other} else ${other} + 1 end`,
      stock: sql`case when ${spare} > 0 then ${productVariants.stock} else ${productVariants.stock} - 1 end`,
    })
    .where(and(live(variantId), sql`(${spare} > 0 or ${productVariants.stock} > 0)`))
    .returning({ id: productVariants.id });
  return taken.length > 0;
}

/** Takes the holds off the shelf, all or none (throws StockTaken; the caller's transaction rolls back). */
async function take(tx: Db, holds: readonly Hold[]) {
  for (const hold of holds) {
    if (hold.unit === 'pair') {
      const taken = await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${hold.quantity}` })
        .where(and(live(hold.variantId), sql`${productVariants.stock} >= ${hold.quantity}`))
        .returning({ id: productVariants.id });
      if (taken.length === 0) throw new StockTaken();
    } else {
      for (let i = 0; i < hold.quantity; i += 1) if (!(await takeSingle(tx, hold.variantId, hold.unit))) throw new StockTaken();
    }
  }
}

/** Reserves one order's holds and writes them down, all or none. */
export async function reserve(tx: Db, orderId: string, holds: readonly Hold[]) {
  await take(tx, holds);
  if (holds.length > 0) await tx.insert(stockHolds).values(holds.map((hold) => ({ ...hold, orderId })));
}

/** Puts an order's holds back on the shelf, once (a second call finds it released); singles of one size pair up again. */
export async function releaseStock(tx: Db, orderId: string) {
  const [released] = await tx
    .update(orders)
    .set({ stockReleasedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (!released) return false;
  const holds = await tx.select().from(stockHolds).where(eq(stockHolds.orderId, orderId));
  for (const hold of holds) {
    const column = hold.unit === 'pair' ? productVariants.stock : hold.unit === 'left' ? productVariants.spareLeft : productVariants.spareRight;
    const key = hold.unit === 'pair' ? 'stock' : hold.unit === 'left' ? 'spareLeft' : 'spareRight';
    await tx
      .update(productVariants)
      .set({ [key]: sql`${column} + ${hold.quantity}` })
      .where(eq(productVariants.id, hold.variantId));
    if (hold.unit !== 'pair') await pairSpares(tx, hold.variantId);
  }
  return true;
}

/** A spare left and a spare right of one size are a pair again. */
async function pairSpares(tx: Db, variantId: string) {
  const both = sql`least(${productVariants.spareLeft}, ${productVariants.spareRight})`;
  await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${both}`, spareLeft: sql`${productVariants.spareLeft} - ${both}`, spareRight: sql`${productVariants.spareRight} - ${both}` })
    .where(eq(productVariants.id, variantId));
}

/** Takes an order's holds again (a payment that came after its reservation lapsed); false when the shelf no longer has them. */
export async function retake(tx: Db, orderId: string) {
  const holds = await tx.select().from(stockHolds).where(eq(stockHolds.orderId, orderId));
  try {
    await tx.transaction(async (savepoint) => {
      await take(savepoint, holds);
      await savepoint.update(orders).set({ stockReleasedAt: null }).where(eq(orders.id, orderId));
    });
    return true;
  } catch (error) {
    if (error instanceof StockTaken) return false;
    throw error;
  }
}
