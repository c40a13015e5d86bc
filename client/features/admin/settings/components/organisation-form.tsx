import { type FormEvent, useState } from 'react';
import type { AdminSettings } from '@shared/api/settings';
import { SETTINGS_LIMITS } from '@shared/settings';
import { Button } from '@client/components/ui/button';
import { SelectField, TextField } from '@client/components/ui/field';
import { FormError } from '@client/components/ui/form-dialog';
import { useCountryOptions } from '@client/lib/country-options';
import { useT } from '@client/lib/i18n';
import { adminMessages } from '../../messages';
import { useSaveOrganisation } from '../api';
import { sectionSaved } from './notices';
import { SettingsCard } from './settings-card';

const notices = sectionSaved('settings.organisation.saved', 'settings.organisation.savedText');

/** The organisation's name and charity registration. */
export function OrganisationForm({ settings }: { settings: AdminSettings }) {
  const t = useT(adminMessages);
  const countryOptions = useCountryOptions();
  const save = useSaveOrganisation(notices);
  const [name, setName] = useState(settings.organisation.name);
  const [charityNumber, setCharityNumber] = useState(settings.organisation.charityNumber ?? '');
  const [charityCountry, setCharityCountry] = useState(settings.organisation.charityCountry ?? '');
  const [nameError, setNameError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(t('settings.organisation.nameRequired'));
    setNameError(undefined);
    save.mutate({ name: name.trim(), charityNumber: charityNumber.trim(), charityCountry: charityCountry || null });
  };

  return (
    <SettingsCard
      id="organisation"
      title={t('settings.organisation.title')}
      demo={settings.demo.organisation}
      intro={t('settings.organisation.intro')}
    >
      <form method="post" noValidate onSubmit={submit} className="space-y-4">
        <TextField label={t('settings.organisation.name')} autoComplete="organization" maxLength={SETTINGS_LIMITS.organisationName} value={name} error={nameError} onChange={(e) => setName(e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('settings.organisation.charityNumber')}
            hint={t('settings.organisation.charityNumber.hint')}
            autoComplete="off"
            maxLength={SETTINGS_LIMITS.charityNumber}
            value={charityNumber}
            onChange={(e) => setCharityNumber(e.target.value)}
          />
          <SelectField label={t('settings.organisation.country')} options={countryOptions} value={charityCountry} onChange={(e) => setCharityCountry(e.target.value)} />
        </div>
        <FormError error={save.error} fallback={t('settings.organisation.failed')} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('settings.organisation.save')}
        </Button>
      </form>
    </SettingsCard>
  );
}
