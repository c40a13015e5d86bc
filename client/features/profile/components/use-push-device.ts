import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@client/lib/api';
import { useHydrated } from '@client/lib/hydrated';
import {
  currentSubscription,
  madeWithKey,
  pushSupport,
  PushUnavailable,
  saveSubscription,
  subscribeDevice,
  unsubscribeDevice,
} from '@client/lib/push-subscription';
import { usePushKey } from '../api';

/**
 * Where push stands on this device, as the Notifications tab shows it: checking; not possible here
 * (this browser, iPhone/iPad outside the Home Screen, no service worker right now, no key on the
 * server); blocked in the browser's settings; off; or on.
 */
export type PushState = 'checking' | 'unsupported' | 'ios-install' | 'unavailable' | 'no-key' | 'denied' | 'off' | 'on';

export function usePushDevice() {
  const key = usePushKey();
  const publicKey = key.data?.publicKey;
  const hydrated = useHydrated();
  const support = hydrated ? pushSupport() : null;
  /** What looking at the browser found, or what a click made of it. */
  const [found, setFound] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // What the browser already has: a subscription made with the server's key is on (and the site is told of it again).
  useEffect(() => {
    if (support !== 'supported' || !publicKey || Notification.permission === 'denied') return;
    let stale = false;
    currentSubscription()
      .then(async (subscription) => {
        const on = subscription !== null && Notification.permission === 'granted' && madeWithKey(subscription, publicKey);
        if (on) await saveSubscription(subscription).catch(() => undefined);
        if (!stale) setFound(on ? 'on' : 'off');
      })
      .catch((reason: unknown) => {
        if (!stale) setFound(reason instanceof PushUnavailable ? 'unavailable' : 'off');
      });
    return () => {
      stale = true;
    };
  }, [support, publicKey]);

  let state: PushState = 'checking';
  if (support === null || (support === 'supported' && key.isPending)) state = 'checking';
  else if (support !== 'supported') state = support;
  else if (!publicKey) state = key.isError ? 'unavailable' : 'no-key';
  else if (found) state = found;
  else if (Notification.permission === 'denied') state = 'denied';

  /** Only after the member's click: the browser's permission prompt, then the subscription. */
  const turnOn = useCallback(async () => {
    if (!publicKey) return;
    setBusy(true);
    setError(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setFound(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      await subscribeDevice(publicKey);
      setFound('on');
    } catch (reason) {
      if (reason instanceof PushUnavailable) setFound('unavailable');
      else setError(errorMessage(reason));
    } finally {
      setBusy(false);
    }
  }, [publicKey]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await unsubscribeDevice();
      setFound('off');
    } catch (reason) {
      if (reason instanceof PushUnavailable) setFound('unavailable');
      else setError(errorMessage(reason));
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, error, turnOn, turnOff };
}
