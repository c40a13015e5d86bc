import { type FormEvent, useState } from 'react';
import type { AdminSettings } from '@shared/api/settings';
import { SETTINGS_LIMITS } from '@shared/settings';
import { Button } from '@client/components/ui/button';
import { SelectField, TextField } from '@client/components/ui/field';
import { FormError } from '@client/components/ui/form-dialog';
import { COUNTRY_OPTIONS } from '@client/lib/country-options';
import { useSaveOrganisation } from '../api';
import { sectionSaved } from './notices';
import { SettingsCard } from './settings-card';

const notices = sectionSaved('Organisation saved', 'The footer, the donate page, receipts and e-mails show the new details.');

/** The organisation's name and charity registration. */
export function OrganisationForm({ settings }: { settings: AdminSettings }) {
  const save = useSaveOrganisation(notices);
  const [name, setName] = useState(settings.organisation.name);
  const [charityNumber, setCharityNumber] = useState(settings.organisation.charityNumber ?? '');
  const [charityCountry, setCharityCountry] = useState(settings.organisation.charityCountry ?? '');
  const [nameError, setNameError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return setNameError('Organisation name is required');
    setNameError(undefined);
    save.mutate({ name: name.trim(), charityNumber: charityNumber.trim(), charityCountry: charityCountry || null });
  };

  return (
    <SettingsCard
      id="organisation"
      title="Organisation"
      demo={settings.demo.organisation}
      intro="Your organisation's name and charity registration: in the footer, on the donate page, and at the end of every e-mail and receipt."
    >
      <form method="post" noValidate onSubmit={submit} className="space-y-4">
        <TextField label="Organisation name" autoComplete="organization" maxLength={SETTINGS_LIMITS.organisationName} value={name} error={nameError} onChange={(e) => setName(e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Registered charity number"
            hint="As on the charity register. Leave empty if you have none."
            autoComplete="off"
            maxLength={SETTINGS_LIMITS.charityNumber}
            value={charityNumber}
            onChange={(e) => setCharityNumber(e.target.value)}
          />
          <SelectField label="Registered in" options={COUNTRY_OPTIONS} value={charityCountry} onChange={(e) => setCharityCountry(e.target.value)} />
        </div>
        <FormError error={save.error} fallback="Could not save the organisation. Please try again." />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save organisation'}
        </Button>
      </form>
    </SettingsCard>
  );
}
