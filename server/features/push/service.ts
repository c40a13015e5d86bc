import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { PushKey, PushSubscriptionAnswer, PushSubscriptionBody } from '../../../shared/api/push';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { pushSubscriptions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { vapidKeys } from './vapid';

/** A member's newest devices kept; an older one beyond these is dropped (a device given away, a browser reset). */
export const MAX_DEVICES = 20;
const USER_AGENT_MAX = 300;

export async function pushKey(db: Db, config: Pick<Config, 'vapid'>): Promise<PushKey> {
  return { publicKey: (await vapidKeys(db, config)).publicKey };
}

const present = (row: { id: string; endpoint: string; createdAt: Date }): PushSubscriptionAnswer => ({ id: row.id, endpoint: row.endpoint, createdAt: row.createdAt.toISOString() });

/**
 * Stores this device's subscription for the member, by its endpoint: new, renewed (new keys), or moved
 * from the account that was signed in on the device before. Answers whether it is new to the member.
 */
export async function subscribe(db: Db, me: UserRow, input: PushSubscriptionBody, userAgent: string | undefined) {
  const values = {
    userId: me.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: values.p256dh,
        auth: values.auth,
        userAgent: values.userAgent,
        // Moved to another member: it starts again as theirs.
        createdAt: sql`case when ${pushSubscriptions.userId} = ${me.id} then ${pushSubscriptions.createdAt} else now() end`,
        lastSuccessAt: sql`case when ${pushSubscriptions.userId} = ${me.id} then ${pushSubscriptions.lastSuccessAt} else null end`,
        userId: me.id,
      },
    })
    // New to the member (made now, or moved to them now); a renewal keeps its first time.
    .returning({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt, created: sql<boolean>`${pushSubscriptions.createdAt} = now()` });
  const stored = row as NonNullable<typeof row>;
  const newest = db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id)).orderBy(desc(pushSubscriptions.createdAt)).limit(MAX_DEVICES);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, me.id), notInArray(pushSubscriptions.id, newest)));
  return { created: stored.created, answer: present(stored) };
}

/** Removes this device's subscription from the member's own; another member's, or none, is not found. */
export async function unsubscribe(db: Db, me: UserRow, endpoint: string) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, me.id)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound('This device has no push subscription on your account');
}
