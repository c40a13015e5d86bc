import { eq } from 'drizzle-orm';
import { addressLines, charityRegistration, DEFAULT_ORGANISATION_NAME } from '../../shared/settings';
import type { Db } from '../db';
import { siteSettings } from '../db/schema';

/** The organisation as e-mails, receipts and the payment provider name it (the site settings, decision 0019). */
export type Organisation = { name: string; address: string; email: string; charityNumber: string; charityCountry: string | null };

const UNSET: Organisation = { name: DEFAULT_ORGANISATION_NAME, address: '', email: '', charityNumber: '', charityCountry: null };

export async function readOrganisation(db: Pick<Db, 'select'>): Promise<Organisation> {
  const [row] = await db
    .select({
      name: siteSettings.organisationName,
      address: siteSettings.address,
      email: siteSettings.contactEmail,
      charityNumber: siteSettings.charityNumber,
      charityCountry: siteSettings.charityCountry,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? UNSET;
}

/** The lines under every e-mail: who sent it, where they are, their charity registration and address. */
export function organisationFooter(organisation: Organisation) {
  const address = addressLines(organisation.address).join(', ');
  return [organisation.name, address, charityRegistration(organisation.charityNumber, organisation.charityCountry), organisation.email].filter(Boolean).join('\n');
}
