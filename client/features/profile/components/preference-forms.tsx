import { type ReactNode, Suspense } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AccountSecurity } from './account-security';
import type { PrivacyBody } from '@shared/api/profile';
import type { CurrentUser } from '@shared/api/user';
import { useUpdatePrivacy } from '../api';
import { saveNotices } from '@client/components/save-notices';
import { PanelHeading, SaveButton, Spinner, SwitchField } from '@client/components/form-controls';
import { useT } from '@client/lib/i18n';
import { profileMessages } from '../messages';
import { savedOr } from './saved-or';

type Key = keyof typeof profileMessages.en;

/** Every switch has a value on the form (the badge's is optional in the contract: absent means hidden). */
type PrivacyValues = Required<PrivacyBody['privacySettings']>;

/** The switches; their words are keys of the profile's messages. */
const PRIVACY_SWITCHES: readonly { name: keyof PrivacyValues; label: Key; description: Key }[] = [
  { name: 'showEmail', label: 'privacy.showEmail', description: 'privacy.showEmailText' },
  { name: 'showLocation', label: 'privacy.showLocation', description: 'privacy.showLocationText' },
  { name: 'showTreatmentDetails', label: 'privacy.showTreatmentDetails', description: 'privacy.showTreatmentDetailsText' },
  { name: 'showProfileToMembers', label: 'privacy.showProfileToMembers', description: 'privacy.showProfileToMembersText' },
  { name: 'showSupporterBadge', label: 'privacy.showSupporterBadge', description: 'privacy.showSupporterBadgeText' },
];

/** Spec section 9 defaults, used only if the account carries no saved value at all. */
const PRIVACY_DEFAULTS: PrivacyValues = { showEmail: false, showLocation: true, showTreatmentDetails: true, showProfileToMembers: true, showSupporterBadge: false };

type SwitchItem<T> = { name: keyof T & string; label: Key; description: Key };

/** A panel of on/off settings saved together (privacy; notifications-form.tsx has the notifications' own). */
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
  const t = useT(profileMessages);
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
                label={t(item.label)}
                description={t(item.description)}
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

export function PrivacyForm({ user }: { user: CurrentUser }) {
  const t = useT(profileMessages);
  const saved = saveNotices({ title: t('privacy.savedTitle'), description: t('privacy.saved'), failure: t('privacy.saveFailed') });
  const save = useUpdatePrivacy();
  return (
    <SwitchesForm<PrivacyValues>
      id="privacy-heading"
      title={t('privacy.title')}
      description={t('privacy.description')}
      items={PRIVACY_SWITCHES}
      initial={savedOr(user.privacySettings, PRIVACY_DEFAULTS)}
      pending={save.isPending}
      saveLabel={t('privacy.save')}
      onSave={(values) => save.mutate({ privacySettings: values }, saved)}
    />
  );
}

/**
 * The Privacy tab: what others see, who may message me (the messages feature's part, composed in
 * client/app and loaded lazily so the tab does not wait), then the account's own safety controls.
 */
export function PrivacyPanel({ user, messagesPrivacy }: { user: CurrentUser; messagesPrivacy: ReactNode }) {
  const t = useT(profileMessages);
  return (
    <>
      <PrivacyForm user={user} />
      <Suspense fallback={<Spinner label={t('loading')} />}>
        {messagesPrivacy}
      </Suspense>
      <AccountSecurity user={user} />
    </>
  );
}
