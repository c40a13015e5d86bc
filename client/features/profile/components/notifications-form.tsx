import { Controller, useForm, useWatch } from 'react-hook-form';
import type { NotificationsBody } from '@shared/api/profile';
import type { CurrentUser } from '@shared/api/user';
import { channelWith, DEFAULT_CHANNELS, type DeliveryChannel, includesEmail, includesPush, type NotificationChannels, type NotificationKind } from '@shared/notification-channels';
import { saveNotices } from '@client/components/save-notices';
import { PanelHeading, SaveButton, SwitchField } from '@client/components/form-controls';
import { useT } from '@client/lib/i18n';
import { useUpdateNotifications } from '../api';
import { profileMessages } from '../messages';
import { ChannelChoices } from './channel-choices';
import { savedOr } from './saved-or';
import { PushDevice } from './push-device';
import { usePushDevice } from './use-push-device';

type Key = keyof typeof profileMessages.en;
type Switches = Omit<NotificationsBody['notificationPreferences'], 'channels'>;
type Values = Switches & { channels: NotificationChannels };

/** The spec's switches; their words are keys of the profile's messages. */
const SWITCHES: readonly { name: keyof Switches; label: Key; description: Key }[] = [
  { name: 'emailNotifications', label: 'notifications.emailNotifications', description: 'notifications.emailNotificationsText' },
  { name: 'forumReplies', label: 'notifications.forumReplies', description: 'notifications.forumRepliesText' },
  { name: 'resourceUpdates', label: 'notifications.resourceUpdates', description: 'notifications.resourceUpdatesText' },
  { name: 'eventReminders', label: 'notifications.eventReminders', description: 'notifications.eventRemindersText' },
];

/** Spec section 9 defaults, used only if the account carries no saved value at all. */
const SWITCH_DEFAULTS: Switches = { emailNotifications: true, forumReplies: true, resourceUpdates: true, eventReminders: true };

/** The kinds with a switch of their own: the switch is the kind's e-mail part, so the two move together. */
const switched = (name: string): name is 'forumReplies' | 'eventReminders' => name === 'forumReplies' || name === 'eventReminders';

/**
 * The Notifications tab: the spec's four switches, how each kind reaches the member (e-mail, push,
 * both or none), saved together; then push on this device, which has its own buttons.
 */
export function NotificationsForm({ user }: { user: CurrentUser }) {
  const t = useT(profileMessages);
  const saved = saveNotices({ title: t('notifications.savedTitle'), description: t('notifications.saved'), failure: t('notifications.saveFailed') });
  const save = useUpdateNotifications();
  const device = usePushDevice();
  const prefs = user.notificationPreferences;
  const { control, handleSubmit, setValue, getValues } = useForm<Values>({
    defaultValues: { ...savedOr(prefs, SWITCH_DEFAULTS), channels: { ...DEFAULT_CHANNELS, ...prefs.channels } },
  });
  const channels = useWatch({ control, name: 'channels' });
  const emailOn = useWatch({ control, name: 'emailNotifications' });
  const submit = handleSubmit((values) => save.mutate({ notificationPreferences: values }, saved));

  const choose = (kind: NotificationKind, channel: DeliveryChannel) => {
    setValue(`channels.${kind}`, channel, { shouldDirty: true });
    if (switched(kind)) setValue(kind, includesEmail(channel), { shouldDirty: true });
  };

  return (
    <>
      <form method="post" onSubmit={submit} aria-labelledby="notifications-heading">
        <PanelHeading id="notifications-heading" title={t('notifications.title')} description={t('notifications.description')} />
        <div className="divide-y divide-slate-200">
          {SWITCHES.map((item) => (
            <Controller
              key={item.name}
              control={control}
              name={item.name}
              render={({ field }) => (
                <SwitchField
                  label={t(item.label)}
                  description={t(item.description)}
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={(checked) => {
                    field.onChange(checked);
                    const name = item.name;
                    if (switched(name)) setValue(`channels.${name}`, channelWith(checked, includesPush(getValues(`channels.${name}`))), { shouldDirty: true });
                  }}
                  onBlur={field.onBlur}
                />
              )}
            />
          ))}
        </div>
        <ChannelChoices channels={channels} onChoose={choose} emailOn={emailOn} pushOnHere={device.state === 'checking' ? null : device.state === 'on'} />
        <div className="mt-6">
          <SaveButton pending={save.isPending}>{t('notifications.save')}</SaveButton>
        </div>
      </form>
      <PushDevice device={device} />
    </>
  );
}
