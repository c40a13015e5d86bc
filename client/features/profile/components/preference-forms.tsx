import { AccountSecurity } from './account-security';
import { Controller, useForm } from 'react-hook-form';
import type { NotificationsBody, PrivacyBody } from '@shared/api/profile';
import type { CurrentUser } from '@shared/api/user';
import { useUpdateNotifications, useUpdatePrivacy } from '../api';
import { PanelHeading, SaveButton, SwitchField } from './form-controls';

type NotificationValues = NotificationsBody['notificationPreferences'];
type PrivacyValues = PrivacyBody['privacySettings'];

const NOTIFICATION_SWITCHES: readonly { name: keyof NotificationValues; label: string; description: string }[] = [
  { name: 'emailNotifications', label: 'Email notifications', description: 'Receive important news about your account and the community by email.' },
  { name: 'forumReplies', label: 'Forum replies', description: 'Hear when someone replies to a topic you started or joined.' },
  { name: 'resourceUpdates', label: 'Resource updates', description: 'Hear when new articles and guides are added to the library.' },
  { name: 'eventReminders', label: 'Event reminders', description: 'Get reminders about upcoming events and webinars.' },
];

const PRIVACY_SWITCHES: readonly { name: keyof PrivacyValues; label: string; description: string }[] = [
  { name: 'showEmail', label: 'Show my email address to other members', description: 'Members can see your email address on your profile.' },
  { name: 'showLocation', label: 'Show my location to other members', description: 'Members can see the location you entered under Personal Info.' },
  {
    name: 'showTreatmentDetails',
    label: 'Show my treatment details to other members',
    description: 'Members can see your affected side, treatment stage, treatment type and diagnosis date.',
  },
  { name: 'showProfileToMembers', label: 'Let other members view my profile', description: 'Members can open your profile to read your bio and the details you choose to share.' },
];

/** Spec section 9 defaults, used only if the account carries no saved value at all. */
const NOTIFICATION_DEFAULTS: NotificationValues = { emailNotifications: true, forumReplies: true, resourceUpdates: true, eventReminders: true };
const PRIVACY_DEFAULTS: PrivacyValues = { showEmail: false, showLocation: true, showTreatmentDetails: true, showProfileToMembers: true };

/** The saved values exactly, so a saved false reads back as off (unlike the old site). */
function savedOr<T extends Record<string, boolean>>(saved: Partial<T> | null | undefined, defaults: T): T {
  const result = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = saved?.[key];
    if (typeof value === 'boolean') result[key] = value as T[keyof T];
  }
  return result;
}

export function NotificationsForm({ user }: { user: CurrentUser }) {
  const save = useUpdateNotifications();
  const { control, handleSubmit } = useForm<NotificationValues>({
    defaultValues: savedOr(user.notificationPreferences, NOTIFICATION_DEFAULTS),
  });
  const submit = handleSubmit((values) => save.mutate({ notificationPreferences: { ...values } }));
  return (
    <form onSubmit={submit} aria-labelledby="notifications-heading">
      <PanelHeading id="notifications-heading" title="Notifications" description="Choose what we tell you about." />
      <div className="divide-y divide-slate-200">
        {NOTIFICATION_SWITCHES.map((item) => (
          <Controller
            key={item.name}
            control={control}
            name={item.name}
            render={({ field }) => (
              <SwitchField
                label={item.label}
                description={item.description}
                name={field.name}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        ))}
      </div>
      <div className="mt-6">
        <SaveButton pending={save.isPending}>Save Preferences</SaveButton>
      </div>
    </form>
  );
}

export function PrivacyForm({ user }: { user: CurrentUser }) {
  const save = useUpdatePrivacy();
  const { control, handleSubmit } = useForm<PrivacyValues>({
    defaultValues: savedOr(user.privacySettings, PRIVACY_DEFAULTS),
  });
  const submit = handleSubmit((values) => save.mutate({ privacySettings: { ...values } }));
  return (
    <form onSubmit={submit} aria-labelledby="privacy-heading">
      <PanelHeading id="privacy-heading" title="Privacy" description="Decide what other signed-in members can see about you." />
      <div className="divide-y divide-slate-200">
        {PRIVACY_SWITCHES.map((item) => (
          <Controller
            key={item.name}
            control={control}
            name={item.name}
            render={({ field }) => (
              <SwitchField
                label={item.label}
                description={item.description}
                name={field.name}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        ))}
      </div>
      <div className="mt-6">
        <SaveButton pending={save.isPending}>Save Privacy Settings</SaveButton>
      </div>
    </form>
  );
}

/** The Privacy tab: what others see, then the account's own safety controls. */
export function PrivacyPanel({ user }: { user: CurrentUser }) {
  return (
    <>
      <PrivacyForm user={user} />
      <AccountSecurity />
    </>
  );
}
