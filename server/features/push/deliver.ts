import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { PushText } from '../../lib/push';
import type { VapidDetails } from './vapid';

/** How long a push service may take to answer before the push is tried again later. */
const TIMEOUT_MS = 10_000;

export type Device = { endpoint: string; p256dh: string; auth: string };
export type Sending = { ttlSeconds: number; urgency: 'low' | 'normal' | 'high' };

/** A device whose keys cannot be encrypted to (it will never take a push). */
export class UnusableDevice extends Error {}

/** The Topic header (at most 32 base64url characters): a newer push with the same tag replaces one still waiting at the push service. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/**
 * Sends one push (RFC 8030): the payload encrypted to the device's keys (RFC 8291, aes128gcm) and
 * signed with the site's VAPID key (RFC 8292) by web-push, then posted with fetch. Answers the push
 * service's status; a network failure or timeout throws.
 */
export async function deliver(device: Device, text: PushText, vapid: VapidDetails, sending: Sending, signal?: AbortSignal): Promise<number> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(text), {
      vapidDetails: vapid,
      TTL: sending.ttlSeconds,
      urgency: sending.urgency,
      topic: topicOf(text.tag),
    });
  } catch (error) {
    throw new UnusableDevice(error instanceof Error ? error.message : String(error));
  }
  // fetch counts the body's length itself.
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const res = await fetch(details.endpoint, {
    method: 'POST',
    headers,
    body: details.body ? new Uint8Array(details.body) : undefined,
    // A push service answers; it does not send the server elsewhere.
    redirect: 'manual',
    signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
  });
  await res.body?.cancel();
  return res.status;
}
