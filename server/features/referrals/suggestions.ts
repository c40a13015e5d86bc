import type { SuggestedSpecialist } from '../../../shared/api/referrals';
import { countryName } from '../../../shared/countries';

type Family = { country: string; city: string; preferredLanguage: string | null };
type SpecialistRow = {
  id: number;
  name: string;
  city: string;
  country: string;
  languages: string[];
  acceptingNewPatients: boolean;
  ponsetiTrained: boolean;
};

const sameCity = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/**
 * Specialists in the order the team should consider them: same country first, then same city, then
 * speaking the family's language, then accepting new patients, then Ponseti-trained; by name last.
 */
export function rankSpecialists<T extends SpecialistRow>(family: Family, rows: T[]): (T & Pick<SuggestedSpecialist, 'reasons'>)[] {
  const keyed = rows.map((row) => {
    const country = row.country === family.country;
    const city = country && sameCity(row.city, family.city);
    const language = family.preferredLanguage !== null && row.languages.includes(family.preferredLanguage);
    const reasons = [
      ...(country ? [`In ${countryName(row.country)}`] : []),
      ...(city ? [`In ${row.city}`] : []),
      ...(language ? [`Speaks ${family.preferredLanguage}`] : []),
      row.acceptingNewPatients ? 'Accepting new patients' : 'Not accepting new patients',
      ...(row.ponsetiTrained ? ['Ponseti-trained'] : []),
    ];
    return { row: { ...row, reasons }, key: [country, city, language, row.acceptingNewPatients, row.ponsetiTrained].map(Number) };
  });
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i += 1) {
      const diff = (b.key[i] as number) - (a.key[i] as number);
      if (diff !== 0) return diff;
    }
    return a.row.name.localeCompare(b.row.name, 'en') || a.row.id - b.row.id;
  });
  return keyed.map((entry) => entry.row);
}
