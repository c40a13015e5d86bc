import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ownsOrder } from '../../../shared/policies/shop';
import type { Db } from '../../db';
import { orderAccessTokens } from '../../db/schema';
import type { UserRow } from '../../lib/sessions';

export { keepsServerCart, ownsOrder, seesDraftProducts } from '../../../shared/policies/shop';

export const hashOrderToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * An order is seen by the member who placed it, or by whoever holds a key from its confirmation page
 * or a receipt (a visitor's only way to it). Administrators use the admin area.
 */
export async function maySeeOrder(db: Db, order: { id: string; userId: string | null }, viewer: UserRow | null, token: string | undefined) {
  if (ownsOrder(viewer, order)) return true;
  if (!token) return false;
  const [key] = await db
    .select({ orderId: orderAccessTokens.orderId })
    .from(orderAccessTokens)
    .where(and(eq(orderAccessTokens.tokenHash, hashOrderToken(token)), eq(orderAccessTokens.orderId, order.id)));
  return !!key;
}
