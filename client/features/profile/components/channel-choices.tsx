import { DELIVERY_CHANNELS, type DeliveryChannel, includesEmail, includesPush, NOTIFICATION_KINDS, type NotificationChannels, type NotificationKind } from '@shared/notification-channels';
import { useT } from '@client/lib/i18n';
import { profileMessages } from '../messages';

type Props = {
  channels: NotificationChannels;
  onChoose: (kind: NotificationKind, channel: DeliveryChannel) => void;
  /** The master e-mail switch above. */
  emailOn: boolean;
  /** Whether this device takes pushes (null while it is being checked). */
  pushOnHere: boolean | null;
};

/**
 * "How you hear about it": for each kind, e-mail, push, both or none, as a group of four radio buttons
 * (arrow keys move through a group; at 360 px the four sit in one row).
 */
export function ChannelChoices({ channels, onChoose, emailOn, pushOnHere }: Props) {
  const t = useT(profileMessages);
  const wantsPush = NOTIFICATION_KINDS.some((kind) => includesPush(channels[kind]));
  const wantsEmail = NOTIFICATION_KINDS.some((kind) => includesEmail(channels[kind]));
  return (
    <section aria-labelledby="channels-heading" className="mt-8">
      <h3 id="channels-heading" className="text-lg font-semibold text-slate-900">
        {t('notifications.channels.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('notifications.channels.description')}</p>
      <div className="mt-4 space-y-5">
        {NOTIFICATION_KINDS.map((kind) => (
          <fieldset key={kind}>
            <legend className="text-sm font-medium text-slate-900">{t(`notifications.channels.kind.${kind}`)}</legend>
            <div className="mt-2 grid grid-cols-4 gap-1.5">
              {DELIVERY_CHANNELS.map((channel) => (
                <label key={channel} className="relative block">
                  <input
                    type="radio"
                    name={`channel-${kind}`}
                    value={channel}
                    checked={channels[kind] === channel}
                    onChange={() => onChoose(kind, channel)}
                    className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                  />
                  <span className="flex min-h-11 items-center justify-center rounded-md border-2 border-slate-300 bg-white px-1 text-center text-sm font-medium text-slate-900 transition-colors peer-hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700">
                    {t(`notifications.channels.${channel}`)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div aria-live="polite" className="mt-4 space-y-2">
        {wantsPush && pushOnHere === false ? <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('notifications.channels.pushHint')}</p> : null}
        {wantsEmail && !emailOn ? <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">{t('notifications.channels.emailOffHint')}</p> : null}
      </div>
    </section>
  );
}
