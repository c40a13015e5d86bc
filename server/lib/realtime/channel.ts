import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db';

/** The PostgreSQL channel every instance listens on; payloads carry ids only (NOTIFY allows 8 kB). */
export const MESSAGES_CHANNEL = 'clubfoot_messages';

/** What goes over the channel: which row changed, and `u`, the two members whose streams hear of it. */
export const channelNotice = z.discriminatedUnion('t', [
  z.object({ t: z.literal('message'), id: z.number(), c: z.string(), u: z.tuple([z.string(), z.string()]) }),
  z.object({ t: z.literal('read'), c: z.string(), r: z.string(), upTo: z.number(), u: z.tuple([z.string(), z.string()]) }),
  z.object({ t: z.literal('removed'), c: z.string(), id: z.number(), u: z.tuple([z.string(), z.string()]) }),
  /** An in-site notice (server/lib/notices.ts) for `u[0]`. */
  z.object({ t: z.literal('notice'), id: z.number(), u: z.tuple([z.string(), z.string()]) }),
]);
export type ChannelNotice = z.infer<typeof channelNotice>;

/**
 * Raised inside the transaction that writes the row it names (hence `Tx`, never `Db`): PostgreSQL,
 * and PGlite alike, hand a NOTIFY to listeners only once that transaction has committed, so whoever
 * hears it can read the row at once; a rolled-back write is never announced.
 */
export async function notifyMembers(tx: Tx, payload: ChannelNotice) {
  await tx.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${JSON.stringify(payload)})`);
}
