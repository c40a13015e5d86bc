import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { appMeta } from '../../db/schema';
import { readOrganisation } from '../../lib/organisation';

/**
 * The VAPID key pair pushes are signed with (RFC 8292): the environment's, or else one made by the
 * first instance to need it and kept in app_meta, so every instance behind a load balancer signs
 * with the same key the browsers subscribed with.
 */
const KEY_NAME = 'vapid-keys';
const storedKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
export type VapidKeys = z.infer<typeof storedKeys>;
export type VapidDetails = VapidKeys & { subject: string };

const kept = new WeakMap<Db, Promise<VapidKeys>>();

/** Made at most once: a second instance's insert does nothing, and both read the first one's pair. */
async function loadKeys(db: Db): Promise<VapidKeys> {
  await db.insert(appMeta).values({ key: KEY_NAME, value: webpush.generateVAPIDKeys() }).onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY_NAME));
  const keys = storedKeys.safeParse(row?.value);
  if (!keys.success) throw new Error('the VAPID keys kept in app_meta are missing or malformed');
  return keys.data;
}

export function vapidKeys(db: Db, config: Pick<Config, 'vapid'>): Promise<VapidKeys> {
  if (config.vapid.keys) return Promise.resolve(config.vapid.keys);
  let keys = kept.get(db);
  if (!keys) {
    keys = loadKeys(db);
    keys.catch(() => kept.delete(db));
    kept.set(db, keys);
  }
  return keys;
}

/** Who the push services may write to about this site's pushes: VAPID_SUBJECT, else the site's contact address, else webmaster@ its host. */
async function subject(db: Db, config: Pick<Config, 'vapid' | 'publicUrl'>) {
  if (config.vapid.subject) return config.vapid.subject;
  const { email } = await readOrganisation(db);
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return `mailto:${email}`;
  return `mailto:webmaster@${new URL(config.publicUrl).hostname}`;
}

export async function vapidDetails(db: Db, config: Pick<Config, 'vapid' | 'publicUrl'>): Promise<VapidDetails> {
  return { ...(await vapidKeys(db, config)), subject: await subject(db, config) };
}
