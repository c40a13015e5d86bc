import { type FormEvent, useState } from 'react';
import type { AdminSettings } from '@shared/api/settings';
import { CONTACT_RULES, SETTINGS_LIMITS } from '@shared/settings';
import { Button } from '@client/components/ui/button';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { FormError } from '@client/components/ui/form-dialog';
import { useT } from '@client/lib/i18n';
import { adminMessages } from '../../messages';
import { useSaveContact } from '../api';
import { sectionSaved } from './notices';
import { SettingsCard } from './settings-card';

const notices = sectionSaved('settings.contact.saved', 'settings.contact.savedText');

/** The contract's reasons (shared/settings.ts), in the admin catalogue. */
const RULE_MESSAGES = { email: 'settings.contact.emailInvalid', phone: 'settings.contact.phoneInvalid' } as const;

type Errors = { email?: string; phone?: string };

/** Where people reach the organisation; each detail is left out of the pages while empty. */
export function ContactDetailsForm({ settings }: { settings: AdminSettings }) {
  const t = useT(adminMessages);
  const save = useSaveContact(notices);
  const [address, setAddress] = useState(settings.contact.address ?? '');
  const [email, setEmail] = useState(settings.contact.email ?? '');
  const [phone, setPhone] = useState(settings.contact.phone ?? '');
  const [officeHours, setOfficeHours] = useState(settings.contact.officeHours ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    // The contract's own rules (shared/settings.ts), so the form and the server never disagree.
    for (const [field, value] of [['email', email.trim()], ['phone', phone.trim()]] as const) {
      if (value && !CONTACT_RULES[field].test(value)) found[field] = t(RULE_MESSAGES[field]);
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({ address, email: email.trim(), phone: phone.trim(), officeHours: officeHours.trim() });
  };

  return (
    <SettingsCard
      id="contact"
      title={t('settings.contact.title')}
      demo={settings.demo.contact}
      intro={t('settings.contact.intro')}
    >
      <form method="post" noValidate onSubmit={submit} className="space-y-4">
        <TextAreaField
          label={t('settings.contact.address')}
          hint={t('settings.contact.address.hint')}
          rows={4}
          autoComplete="street-address"
          maxLength={SETTINGS_LIMITS.address}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('settings.contact.email')} type="email" autoComplete="email" maxLength={SETTINGS_LIMITS.email} value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
          <TextField label={t('settings.contact.phone')} type="tel" autoComplete="tel" maxLength={SETTINGS_LIMITS.phone} value={phone} error={errors.phone} onChange={(e) => setPhone(e.target.value)} />
        </div>
        <TextField
          label={t('settings.contact.officeHours')}
          hint={t('settings.contact.officeHours.hint')}
          autoComplete="off"
          maxLength={SETTINGS_LIMITS.officeHours}
          value={officeHours}
          onChange={(e) => setOfficeHours(e.target.value)}
        />
        <FormError error={save.error} fallback={t('settings.contact.failed')} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('settings.contact.save')}
        </Button>
      </form>
    </SettingsCard>
  );
}
