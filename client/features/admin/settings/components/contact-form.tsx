import { type FormEvent, useState } from 'react';
import type { AdminSettings } from '@shared/api/settings';
import { CONTACT_RULES, SETTINGS_LIMITS } from '@shared/settings';
import { Button } from '@client/components/ui/button';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { FormError } from '@client/components/ui/form-dialog';
import { useSaveContact } from '../api';
import { sectionSaved } from './notices';
import { SettingsCard } from './settings-card';

const notices = sectionSaved('Contact details saved', 'About, Contact, the footer and every e-mail show the new details.');

type Errors = { email?: string; phone?: string };

/** Where people reach the organisation; each detail is left out of the pages while empty. */
export function ContactDetailsForm({ settings }: { settings: AdminSettings }) {
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
      if (value && !CONTACT_RULES[field].test(value)) found[field] = CONTACT_RULES[field].message;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({ address, email: email.trim(), phone: phone.trim(), officeHours: officeHours.trim() });
  };

  return (
    <SettingsCard
      id="contact"
      title="Contact details"
      demo={settings.demo.contact}
      intro="On the About and Contact pages, in the footer and in every e-mail. Leave a detail empty to leave it out."
    >
      <form method="post" noValidate onSubmit={submit} className="space-y-4">
        <TextAreaField
          label="Postal address"
          hint="One line per line, as on an envelope."
          rows={4}
          autoComplete="street-address"
          maxLength={SETTINGS_LIMITS.address}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Contact email" type="email" autoComplete="email" maxLength={SETTINGS_LIMITS.email} value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
          <TextField label="Phone" type="tel" autoComplete="tel" maxLength={SETTINGS_LIMITS.phone} value={phone} error={errors.phone} onChange={(e) => setPhone(e.target.value)} />
        </div>
        <TextField
          label="Office hours"
          hint="e.g. Monday to Friday, 9:00 AM to 5:00 PM"
          autoComplete="off"
          maxLength={SETTINGS_LIMITS.officeHours}
          value={officeHours}
          onChange={(e) => setOfficeHours(e.target.value)}
        />
        <FormError error={save.error} fallback="Could not save the contact details. Please try again." />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save contact details'}
        </Button>
      </form>
    </SettingsCard>
  );
}
