import { type ReactNode, Suspense } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AccountSecurity } from './account-security';
import type { NotificationsBody, PrivacyBody } from '@shared/api/profile';
import type { CurrentUser } from '@shared/api/user';
import { useUpdateNotifications, useUpdatePrivacy } from '../api';
import { saveNotices } from '@client/components/save-notices';
import { PanelHeading, SaveButton, Spinner, SwitchField } from '@client/components/form-controls';


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

type SwitchItem<T> = { name: keyof T & string; label: string; description: string };

/** A panel of on/off settings saved together (notifications, privacy). */
function SwitchesForm<T extends Record<string, boolean>>(props: {
  id: string;
  title: string;
  description: string;
  items: readonly SwitchItem<T>[];
  initial: T;
  pending: boolean;
  saveLabel: string;
  onSave: (values: T) => void;
}) {
  const { control, handleSubmit } = useForm<Record<string, boolean>>({ defaultValues: props.initial });
  const submit = handleSubmit((values) => props.onSave({ ...values } as T));
  return (
    <form method="post" onSubmit={submit} aria-labelledby={props.id}>
      <PanelHeading id={props.id} title={props.title} description={props.description} />
      <div className="divide-y divide-slate-200">
        {props.items.map((item) => (
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
        <SaveButton pending={props.pending}>{props.saveLabel}</SaveButton>
      </div>
    </form>
  );
}

const NOTIFICATIONS_SAVED = saveNotices({
  title: 'Preferences Updated',
  description: 'Your notification preferences have been saved.',
  failure: 'Failed to update preferences. Please try again.',
});

const PRIVACY_SAVED = saveNotices({
  title: 'Settings Updated',
  description: 'Your privacy settings have been saved.',
  failure: 'Failed to update settings. Please try again.',
});

export function NotificationsForm({ user }: { user: CurrentUser }) {
  const save = useUpdateNotifications();
  return (
    <SwitchesForm<NotificationValues>
      id="notifications-heading"
      title="Notifications"
      description="Choose what we tell you about."
      items={NOTIFICATION_SWITCHES}
      initial={savedOr(user.notificationPreferences, NOTIFICATION_DEFAULTS)}
      pending={save.isPending}
      saveLabel="Save Preferences"
      onSave={(values) => save.mutate({ notificationPreferences: values }, NOTIFICATIONS_SAVED)}
    />
  );
}

export function PrivacyForm({ user }: { user: CurrentUser }) {
  const save = useUpdatePrivacy();
  return (
    <SwitchesForm<PrivacyValues>
      id="privacy-heading"
      title="Privacy"
      description="Decide what other signed-in members can see about you."
      items={PRIVACY_SWITCHES}
      initial={savedOr(user.privacySettings, PRIVACY_DEFAULTS)}
      pending={save.isPending}
      saveLabel="Save Privacy Settings"
      onSave={(values) => save.mutate({ privacySettings: values }, PRIVACY_SAVED)}
    />
  );
}

/**
 * The Privacy tab: what others see, who may message me (the messages feature's part, composed in
 * client/app and loaded lazily so the tab does not wait), then the account's own safety controls.
 */
export function PrivacyPanel({ user, messagesPrivacy }: { user: CurrentUser; messagesPrivacy: ReactNode }) {
  return (
    <>
      <PrivacyForm user={user} />
      <Suspense fallback={<Spinner label="Loading..." />}>
        {messagesPrivacy}
      </Suspense>
      <AccountSecurity user={user} />
    </>
  );
}
