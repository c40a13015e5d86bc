import { useSyncExternalStore } from 'react';
import type { WearPeriodView } from '@shared/api/brace';
import { BRACE_OUTBOX_URL, MEMBER_CACHE } from '@shared/offline';
import { api, call, errorMessage, hrefOf } from '@client/lib/api';
import { adoptIdempotencyKey, newIdempotencyKey, submitOf } from '@client/lib/idempotency';

/*
 * The brace tracker's taps made without a connection (issue 26). Each keeps the moment it was made and
 * its own idempotency key; they are kept on the device (in the member's cache, which a sign-out
 * empties) and sent in order once the connection is back, each stored once however often it is sent.
 */

export type OfflineTap =
  /** Boots on, the timer still running. */
  | { id: string; childId: string; kind: 'start'; startedAt: string }
  /** Boots on and off, both offline. */
  | { id: string; childId: string; kind: 'period'; startedAt: string; endedAt: string }
  /** Boots off for a timer started online. */
  | { id: string; childId: string; kind: 'end'; periodId: string; startedAt: string; endedAt: string };

let taps: OfflineTap[] = [];
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

export const canKeepTaps = () => typeof window !== 'undefined' && window.isSecureContext && 'caches' in window;

function announce() {
  for (const listener of listeners) listener();
}

async function load() {
  if (!canKeepTaps()) return;
  const kept = await (await caches.open(MEMBER_CACHE)).match(BRACE_OUTBOX_URL);
  taps = kept ? ((await kept.json()) as OfflineTap[]) : [];
  announce();
}

const ready = () => (loaded ??= load().catch(() => undefined));

async function store(next: OfflineTap[]) {
  taps = next;
  announce();
  const cache = await caches.open(MEMBER_CACHE);
  if (next.length) await cache.put(BRACE_OUTBOX_URL, new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }));
  else await cache.delete(BRACE_OUTBOX_URL);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void ready();
  return () => listeners.delete(listener);
};
const none: OfflineTap[] = [];
/** The taps still waiting to be sent (all children). */
export const useOfflineTaps = () =>
  useSyncExternalStore(
    subscribe,
    () => taps,
    () => none,
  );

/** Boots on, offline: the timer runs on this device from now. */
export async function tapBootsOn(childId: string, at = new Date()) {
  await ready();
  await store([...taps, { id: newIdempotencyKey(), childId, kind: 'start', startedAt: at.toISOString() }]);
}

/** Boots off, offline: ends the timer started on this device, or the one started online. */
export async function tapBootsOff(childId: string, running: WearPeriodView | null, at = new Date()) {
  await ready();
  const started = taps.find((tap) => tap.childId === childId && tap.kind === 'start');
  const endedAt = at.toISOString();
  if (started) {
    await store(taps.map((tap) => (tap === started ? { id: tap.id, childId, kind: 'period', startedAt: started.startedAt, endedAt } : tap)));
  } else if (running) {
    await store([...taps, { id: newIdempotencyKey(), childId, kind: 'end', periodId: running.id, startedAt: running.startedAt, endedAt }]);
  }
}

const statusOf = (error: unknown) => (error instanceof Error ? Number(/^(\d{3}): /.exec(error.message)?.[1] ?? 0) : 0);
/** The request never got an answer (the connection dropped as it was sent). */
export const notSent = (error: unknown) => statusOf(error) === 0;
/** A failure that will pass once the connection is back (no answer, or the server's own fault). */
const passing = (error: unknown) => statusOf(error) === 0 || statusOf(error) >= 500;

/** The id a tap's stretch has on this device until it is sent. */
export const OFFLINE_ID = 'offline-';

/** The child's log as it will be once the taps are sent: the figures and the timer count them now. */
export function withOfflineTaps(periods: readonly WearPeriodView[], childTaps: readonly OfflineTap[]): WearPeriodView[] {
  const ended = new Map(childTaps.flatMap((tap) => (tap.kind === 'end' ? [[tap.periodId, tap.endedAt] as const] : [])));
  const result: WearPeriodView[] = periods.map((period) => (ended.has(period.id) ? { ...period, endedAt: ended.get(period.id) ?? null } : period));
  for (const tap of childTaps) {
    if (tap.kind === 'start') result.push({ id: OFFLINE_ID + tap.id, startedAt: tap.startedAt, endedAt: null, loggedBy: null });
    if (tap.kind === 'period') result.push({ id: OFFLINE_ID + tap.id, startedAt: tap.startedAt, endedAt: tap.endedAt, loggedBy: null });
  }
  return result;
}

/** A tap is sent with its own key, kept with it: sent again after a reload, it is still the same submit. */
function sendTap(tap: OfflineTap) {
  const params = { id: tap.childId };
  if (tap.kind === 'start') {
    const body = { startedAt: tap.startedAt };
    adoptIdempotencyKey(submitOf(api.brace.bootsOn.method, hrefOf(api.brace.bootsOn, { params, body }), body), tap.id);
    return call(api.brace.bootsOn, { params, body });
  }
  if (tap.kind === 'period') {
    const body = { startedAt: tap.startedAt, endedAt: tap.endedAt };
    adoptIdempotencyKey(submitOf(api.brace.addPeriod.method, hrefOf(api.brace.addPeriod, { params, body }), body), tap.id);
    return call(api.brace.addPeriod, { params, body });
  }
  return call(api.brace.updatePeriod, { params: { ...params, periodId: tap.periodId }, body: { endedAt: tap.endedAt } });
}

let sending: Promise<{ sent: number; refused: { tap: OfflineTap; reason: string }[] }> | null = null;

/**
 * Sends the waiting taps in order. One the server refuses (it overlaps a time someone else logged
 * meanwhile) is dropped and reported; one that could not get through stops the round until next time.
 */
export function sendOfflineTaps() {
  sending ??= (async () => {
    await ready();
    let sent = 0;
    const refused: { tap: OfflineTap; reason: string }[] = [];
    for (const tap of [...taps]) {
      try {
        await sendTap(tap);
        sent += 1;
      } catch (error) {
        if (passing(error)) break;
        refused.push({ tap, reason: errorMessage(error) });
      }
      await store(taps.filter((kept) => kept.id !== tap.id));
    }
    return { sent, refused };
  })().finally(() => {
    sending = null;
  });
  return sending;
}
