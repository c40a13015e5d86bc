import { charityRegistration } from '@shared/settings';
import { useSiteSettings } from '@client/lib/site-settings';

/** "Clubfoot Community Trust is a registered charity: Registered charity no. … (country)", when a number is set (site settings). */
export function CharityRegistration({ className }: { className?: string }) {
  const settings = useSiteSettings();
  const registration = settings ? charityRegistration(settings.organisation.charityNumber, settings.organisation.charityCountry) : null;
  if (!settings || !registration) return null;
  return (
    <p className={className} data-testid="charity-registration">
      {settings.organisation.name}. {registration}.
    </p>
  );
}
