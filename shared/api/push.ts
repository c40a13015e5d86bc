import { z } from 'zod';
import { errorBody, okBody } from './common';
import { endpoint } from './endpoint';

/**
 * Web Push (issue 26): the key a browser subscribes with, and each device's subscription, kept per
 * member. What is pushed, and when, is each member's choice per kind (shared/notification-channels.ts).
 */
export const PUSH_LIMITS = { endpointMax: 2000 } as const;

/** GET /api/push/key: the server's VAPID public key (base64url), the browser's `applicationServerKey`; null when push is off. */
export const pushKey = z.object({ publicKey: z.string().nullable() });
export type PushKey = z.infer<typeof pushKey>;

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const pushEndpoint = z.string().max(PUSH_LIMITS.endpointMax).refine(isWebAddress, 'must be the push service address the browser gave (https:)');

/** POST /api/push/subscriptions: the browser's PushSubscription (its `toJSON()`, without `expirationTime`). */
export const pushSubscriptionBody = z
  .object({
    endpoint: pushEndpoint,
    keys: z
      .object({
        // base64url, a padding "=" allowed: an uncompressed P-256 point is 65 bytes, the first 0x04 ("B").
        p256dh: z
          .string()
          .regex(/^[A-Za-z0-9_-]{87}=?$/, "must be the browser's P-256 public key (65 bytes, base64url)")
          .refine((key) => key.startsWith('B'), 'must be an uncompressed P-256 public key'),
        // 16 bytes as browsers make it (up to 32 taken).
        auth: z.string().regex(/^[A-Za-z0-9_-]{22,43}={0,2}$/, 'must be the auth secret (16 bytes, base64url)'),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /api/push/subscriptions: this device's subscription, removed from the caller's own. */
export const pushUnsubscribeBody = z.object({ endpoint: pushEndpoint }).strict();
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

export const pushSubscriptionAnswer = z.object({ id: z.string(), endpoint: z.string(), createdAt: z.string() });
export type PushSubscriptionAnswer = z.infer<typeof pushSubscriptionAnswer>;

export const pushEndpoints = {
  key: endpoint({ method: 'GET', path: '/api/push/key', access: 'public', responses: { 200: pushKey } }),
  // Stores no text anyone sees: the address and keys go only to the push service.
  subscribe: endpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    access: 'member',
    idempotent: true,
    shownOn: [],
    body: pushSubscriptionBody,
    responses: { 200: pushSubscriptionAnswer, 201: pushSubscriptionAnswer, 400: errorBody, 401: errorBody },
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    access: 'member',
    shownOn: [],
    body: pushUnsubscribeBody,
    responses: { 200: okBody, 400: errorBody, 401: errorBody, 404: errorBody },
  }),
};
