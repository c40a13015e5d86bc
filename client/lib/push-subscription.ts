import { api, call } from './api';

/*
 * This browser's Web Push subscription (issue 26). Loaded only with the profile's Notifications tab,
 * and lazily by signing out (`forgetPushOnThisDevice`), so the first page's script stays as it was.
 * The service worker (client/app) shows what arrives.
 */

/** How long the service worker may take to be ready before push counts as not available right now. */
const READY_MS = 4000;

export type PushSupport = 'supported' | 'unsupported' | 'ios-install';

const isIos = () => /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
const installed = () => (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;

/** Whether this browser can take pushes: on iPhone and iPad only the site added to the Home Screen can. */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (isIos() && !installed()) return 'ios-install';
  const able = window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return able ? 'supported' : 'unsupported';
}

export class PushUnavailable extends Error {}

/** The service worker's registration, or PushUnavailable when none is ready in a few seconds (never a hang). */
export async function readyRegistration(timeoutMs = READY_MS): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushUnavailable('no service worker')), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function currentSubscription(timeoutMs = READY_MS) {
  return (await readyRegistration(timeoutMs)).pushManager.getSubscription();
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
};

/** Whether the subscription was made with this server key (a new key needs a new subscription). */
export function madeWithKey(subscription: PushSubscription, publicKey: string) {
  const used = subscription.options.applicationServerKey;
  if (!used) return true;
  const mine = keyBytes(publicKey);
  const theirs = new Uint8Array(used);
  return theirs.length === mine.length && theirs.every((byte, i) => byte === mine[i]);
}

/** Tells the site about this device's subscription (stored for the signed-in member). */
export async function saveSubscription(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave an incomplete push subscription');
  await call(api.push.subscribe, { body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
}

/**
 * Subscribes this device and tells the site. Call it from a click, after the permission was granted
 * (asked in the same click, so the browser shows its prompt). A subscription made with an older key
 * is replaced.
 */
export async function subscribeDevice(publicKey: string) {
  const registration = await readyRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing && !madeWithKey(existing, publicKey)) await existing.unsubscribe();
  const subscription =
    existing && madeWithKey(existing, publicKey)
      ? existing
      : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  await saveSubscription(subscription);
  return subscription;
}

/** Stops pushes to this device: the site forgets it (if it was the member's), then the browser does. */
export async function unsubscribeDevice(subscription: PushSubscription | null | undefined = undefined) {
  subscription ??= await currentSubscription();
  if (!subscription) return;
  await call(api.push.unsubscribe, { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe();
}

/**
 * For signing out: this device hears no more pushes for the member. Best effort, and never holds the
 * sign-out up for more than about a second.
 */
export async function forgetPushOnThisDevice(withinMs = 1000) {
  if (pushSupport() !== 'supported') return;
  const forget = async () => {
    // No worker here (never registered, or blocked): nothing was subscribed, nothing to wait for.
    const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
    if (subscription) await unsubscribeDevice(subscription);
  };
  await Promise.race([forget().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, withinMs))]);
}
