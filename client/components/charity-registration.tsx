import { countryName } from '@shared/countries';
import { componentsMessages } from '@client/components/messages';
import { useT } from '@client/lib/i18n';
import { useSiteSettings } from '@client/lib/site-settings';

/** "Clubfoot Community Trust is a registered charity: Registered charity no. … (country)", when a number is set (site settings). */
export function CharityRegistration({ className }: { className?: string }) {
  const settings = useSiteSettings();
  const t = useT(componentsMessages);
  // shared/settings.ts charityRegistration's words, in the page's language.
  const number = settings?.organisation.charityNumber;
  const country = settings?.organisation.charityCountry;
  if (!settings || !number) return null;
  const registration = country ? t('org.charityNumberIn', { number, country: countryName(country) }) : t('org.charityNumber', { number });
  return (
    <p className={className} data-testid="charity-registration">
      {t('org.charity', { name: settings.organisation.name, registration })}
    </p>
  );
}
