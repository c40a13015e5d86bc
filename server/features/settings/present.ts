import type { AdminSettings, PublicSettings } from '../../../shared/api/settings';
import { HOUSE_MESSAGES, type HouseMessageKind, houseMessageKinds, socialNetworks } from '../../../shared/settings';
import type { siteSettings, teamMembers } from '../../db/schema';

export type SettingsRow = typeof siteSettings.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;

const orNull = (text: string) => text || null;

/** Each message as an administrator worded it, else its default. */
export function houseMessagesOf(row: Pick<SettingsRow, 'houseMessages'>) {
  const entry = (kind: HouseMessageKind) => {
    const { title, text, linkLabel } = row.houseMessages[kind] ?? HOUSE_MESSAGES[kind];
    return { title, text, linkLabel };
  };
  return Object.fromEntries(houseMessageKinds.map((kind) => [kind, entry(kind)])) as PublicSettings['houseMessages'];
}

const presentMember = (member: TeamMemberRow) => ({ id: member.id, name: member.name, role: member.role, bio: member.bio, photoUrl: member.photoUrl });

/**
 * What visitors see: the facts the pages show, unset ones as null. Never who changed what, nor which
 * parts are still the demo seed's (that is for the go-live checklist).
 */
export function presentPublicSettings(row: SettingsRow, team: TeamMemberRow[]): PublicSettings {
  return {
    organisation: { name: row.organisationName, charityNumber: orNull(row.charityNumber), charityCountry: row.charityCountry },
    contact: { address: orNull(row.address), email: orNull(row.contactEmail), phone: orNull(row.phone), officeHours: orNull(row.officeHours) },
    social: socialNetworks.flatMap((network) => {
      const url = row.socialLinks[network];
      return url ? [{ network, url }] : [];
    }),
    team: team.map(presentMember),
    houseMessages: houseMessagesOf(row),
  };
}

/** The same for administrators, with the demo flags and the time of the last change. */
export function presentAdminSettings(row: SettingsRow, team: TeamMemberRow[]): AdminSettings {
  return {
    ...presentPublicSettings(row, team),
    team: team.map(presentAdminMember),
    demo: { organisation: row.demoSections.includes('organisation'), contact: row.demoSections.includes('contact') },
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

export const presentAdminMember = (member: TeamMemberRow) => ({ ...presentMember(member), demo: member.demo });
