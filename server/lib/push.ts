import { eq } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import { type NotificationKind, sendsPush } from '../../shared/notification-channels';
import type { Db, Tx } from '../db';
import { pushSubscriptions, users } from '../db/schema';
import { memberLocale } from './i18n';
import { enqueueJob } from './jobs';

/** One push to one device (server/features/push/jobs.ts sends it). */
export const PUSH_SEND_JOB = 'push.send';

/**
 * What a push says, as the service worker receives it: it shows the title and body, replaces an
 * earlier notification with the same tag, and opens `url` (a path of the site) when tapped. Never a
 * private message's text: who wrote, not what.
 */
export type PushText = { title: string; body: string; url: string; tag: string };

const TITLE_MAX = 120;
const BODY_MAX = 300;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Queues a push of this kind to each of the member's devices, in the caller's transaction, when they
 * chose push for the kind (shared/notification-channels.ts) and have subscribed a device: one job per
 * device, so a retry never sends a device the same push twice. `compose` writes the words in the
 * member's language and runs only when something is to go. Answers how many pushes were queued.
 */
export async function queuePush(db: Db | Tx, userId: string, kind: NotificationKind, compose: (locale: Locale) => PushText | Promise<PushText>) {
  const devices = await db
    .select({ id: pushSubscriptions.id, prefs: users.notificationPreferences, language: users.language, deletedAt: users.deletedAt, suspendedAt: users.suspendedAt })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.userId, userId));
  const member = devices[0];
  if (!member || member.deletedAt || member.suspendedAt || !sendsPush(member.prefs, kind)) return 0;
  const text = await compose(memberLocale(member));
  const message = { title: clip(text.title, TITLE_MAX), body: clip(text.body, BODY_MAX), url: text.url, tag: text.tag };
  for (const device of devices) await enqueueJob(db, PUSH_SEND_JOB, { subscriptionId: device.id, userId, kind, ...message });
  return devices.length;
}
