import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind, sendsPush } from '../../../shared/notification-channels';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { pushSubscriptions, users } from '../../db/schema';
import type { JobHandlers } from '../../lib/jobs';
import { PUSH_SEND_JOB } from '../../lib/push';
import { deliver, type Sending, UnusableDevice } from './deliver';
import { vapidDetails } from './vapid';

const payload = z.object({
  subscriptionId: z.string().uuid(),
  userId: z.string().uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});

/** How long a push service keeps each kind for a device that is off, and how soon it should wake it. */
const SENDING: Record<NotificationKind, Sending> = {
  messages: { ttlSeconds: 24 * 3600, urgency: 'high' },
  buddy: { ttlSeconds: 3 * 24 * 3600, urgency: 'normal' },
  forumReplies: { ttlSeconds: 3 * 24 * 3600, urgency: 'normal' },
  // A reminder that arrives after the event began is no reminder.
  eventReminders: { ttlSeconds: 3600, urgency: 'high' },
  braceReminders: { ttlSeconds: 2 * 3600, urgency: 'high' },
};

/** The push service's answers that mean the subscription is gone for good (RFC 8030 section 7.3). */
const GONE = new Set([404, 410]);

/**
 * One push to one device (queued by server/lib/push.ts). Nothing goes when the device was removed or
 * moved to another account since, the member is suspended or gone, or no longer wants this kind by
 * push. A device the push service no longer knows is removed; any other failure throws, and the
 * queue tries again later.
 */
export function pushJobHandlers({ db, config }: { db: Db; config: Pick<Config, 'vapid' | 'publicUrl'> }): JobHandlers {
  return {
    [PUSH_SEND_JOB]: async (raw, job) => {
      const { subscriptionId, userId, kind, ...text } = payload.parse(raw);
      const [row] = await db
        .select({ device: pushSubscriptions, prefs: users.notificationPreferences, deletedAt: users.deletedAt, suspendedAt: users.suspendedAt })
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(eq(pushSubscriptions.id, subscriptionId));
      if (!row || row.device.userId !== userId || row.deletedAt || row.suspendedAt || !sendsPush(row.prefs, kind)) return;
      const mine = and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.endpoint, row.device.endpoint));
      let status: number;
      try {
        status = await deliver(row.device, text, await vapidDetails(db, config), SENDING[kind], job.signal);
      } catch (error) {
        if (!(error instanceof UnusableDevice)) throw error;
        await db.delete(pushSubscriptions).where(mine);
        return;
      }
      if (GONE.has(status)) await db.delete(pushSubscriptions).where(mine);
      else if (status >= 200 && status < 300) await db.update(pushSubscriptions).set({ lastSuccessAt: new Date() }).where(mine);
      else throw new Error(`the push service answered ${status}`);
    },
  };
}
