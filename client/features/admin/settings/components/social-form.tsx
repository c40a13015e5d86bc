import { type FormEvent, useState } from 'react';
import type { AdminSettings, SocialBody } from '@shared/api/settings';
import { isSocialAddress, SETTINGS_LIMITS, SOCIAL_NETWORKS, type SocialNetwork, socialNetworks } from '@shared/settings';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { FormError } from '@client/components/ui/form-dialog';
import { useT } from '@client/lib/i18n';
import { adminMessages } from '../../messages';
import { useSaveSocial } from '../api';
import { sectionSaved } from './notices';
import { SettingsCard } from './settings-card';

const notices = sectionSaved('settings.social.saved', 'settings.social.savedText');

/** A page's address on a network, as the field's example: https://facebook.com/… */
const pageAddressExample = (network: SocialNetwork) => `https://${SOCIAL_NETWORKS[network].hosts[0]}/…`;

const valuesOf = (settings: AdminSettings) =>
  Object.fromEntries(socialNetworks.map((network) => [network, settings.social.find((link) => link.network === network)?.url ?? ''])) as Record<SocialNetwork, string>;

/** The organisation's own pages on social networks; the site links only to those set here. */
export function SocialLinksForm({ settings }: { settings: AdminSettings }) {
  const t = useT(adminMessages);
  const save = useSaveSocial(notices);
  const [values, setValues] = useState(() => valuesOf(settings));
  const [errors, setErrors] = useState<Partial<Record<SocialNetwork, string>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<SocialNetwork, string>> = {};
    for (const network of socialNetworks) {
      const value = values[network].trim();
      if (value && !isSocialAddress(network, value)) found[network] = t('settings.social.invalid', { network: SOCIAL_NETWORKS[network].label });
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(Object.fromEntries(socialNetworks.map((network) => [network, values[network].trim()])) as SocialBody);
  };

  return (
    <SettingsCard id="social" title={t('settings.social.title')} intro={t('settings.social.intro')}>
      <form method="post" noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {socialNetworks.map((network) => (
            <TextField
              key={network}
              label={SOCIAL_NETWORKS[network].label}
              type="url"
              inputMode="url"
              placeholder={pageAddressExample(network)}
              autoComplete="off"
              maxLength={SETTINGS_LIMITS.socialUrl}
              value={values[network]}
              error={errors[network]}
              onChange={(e) => setValues((previous) => ({ ...previous, [network]: e.target.value }))}
            />
          ))}
        </div>
        <FormError error={save.error} fallback={t('settings.social.failed')} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('settings.social.save')}
        </Button>
      </form>
    </SettingsCard>
  );
}
