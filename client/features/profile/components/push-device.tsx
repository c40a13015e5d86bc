import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n';
import { profileMessages } from '../messages';
import type { PushState, usePushDevice } from './use-push-device';

type Key = keyof typeof profileMessages.en;

/** What each state says (off and on have their buttons). */
const SAYS: Partial<Record<PushState, Key>> = {
  checking: 'notifications.push.checking',
  unsupported: 'notifications.push.unsupported',
  'ios-install': 'notifications.push.iosInstall',
  unavailable: 'notifications.push.unavailable',
  'no-key': 'notifications.push.noKey',
  denied: 'notifications.push.denied',
  on: 'notifications.push.on',
};

/**
 * "Push notifications on this device": what push is in a sentence or two, then a button. The browser
 * asks for permission only after that click, never as the page opens.
 */
export function PushDevice({ device }: { device: ReturnType<typeof usePushDevice> }) {
  const t = useT(profileMessages);
  const { state, busy, error, turnOn, turnOff } = device;
  const says = SAYS[state];
  return (
    <section aria-labelledby="push-heading" className="mt-8 rounded-lg border border-slate-200 p-4">
      <h3 id="push-heading" className="text-lg font-semibold text-slate-900">
        {t('notifications.push.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('notifications.push.explain')}</p>
      <div aria-live="polite" className="mt-3 text-sm">
        {says ? <p className={state === 'on' ? 'font-medium text-brand-800' : 'text-slate-800'}>{t(says)}</p> : null}
        {error ? (
          <p role="alert" className="mt-2 text-red-800">
            {t('notifications.push.failed', { reason: error })}
          </p>
        ) : null}
      </div>
      {state === 'off' ? (
        <Button type="button" className="mt-3 h-auto min-h-10 whitespace-normal" onClick={() => void turnOn()} disabled={busy}>
          {busy ? t('notifications.push.working') : t('notifications.push.turnOn')}
        </Button>
      ) : null}
      {state === 'on' ? (
        <Button type="button" variant="outline" className="mt-3 h-auto min-h-10 whitespace-normal" onClick={() => void turnOff()} disabled={busy}>
          {busy ? t('notifications.push.working') : t('notifications.push.turnOff')}
        </Button>
      ) : null}
    </section>
  );
}
