import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { siteSettings, teamMembers } from '../../db/schema';

/**
 * The demo organisation: fictional, but finished-looking, so the demo site reads like a real one. The
 * phone number is in Ofcom's range kept for drama (it rings nobody), the e-mail domain is reserved,
 * and the charity number is beyond any the register has issued. Each part is flagged demo, so the
 * go-live checklist lists it until an administrator changes it (decision 0019).
 */
export const DEMO_ORGANISATION = {
  organisationName: 'Clubfoot Community Trust',
  charityNumber: '1299417',
  charityCountry: 'GB',
  address: 'Unit 4, The Maltings\n27 Orchard Row\nBristol BS1 9ZZ\nUnited Kingdom',
  contactEmail: 'hello@clubfoot.example',
  phone: '+44 117 496 0418',
  officeHours: 'Monday to Friday, 9:00 AM to 5:00 PM (UK time)',
};

export const DEMO_TEAM = [
  {
    name: 'Rachel Thornbury',
    role: 'Co-founder and Parent',
    bio: 'Rachel started the community in 2018 after her son was born with bilateral clubfoot. She remembers the late-night searches for answers and wants every family to find a friendly voice sooner.',
  },
  {
    name: 'Dr. Marcus Okafor',
    role: 'Medical Advisor, Paediatric Orthopaedic Surgeon',
    bio: 'Marcus has treated children with clubfoot using the Ponseti method for many years. He helps us check that our information is accurate, balanced and easy to understand.',
  },
  {
    name: 'Elena Vasquez',
    role: 'Ponseti-trained Physiotherapist',
    bio: 'Elena works with families through casting and bracing. She shares practical tips on boots and bar, stretching routines and keeping little ones comfortable.',
  },
  {
    name: 'Sam Whitlock',
    role: 'Community Manager',
    bio: 'Sam was born with clubfoot and treated as a baby. Today Sam looks after our forums and groups, and loves showing parents what an active life after clubfoot can look like.',
  },
];

/** No social links: a guessed handle could be someone else's account, so the pages show none until they are set. */
export async function seedSettings(db: Db) {
  await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  await db
    .update(siteSettings)
    .set({ ...DEMO_ORGANISATION, demoSections: ['organisation', 'contact'], version: sql`${siteSettings.version} + 1` })
    .where(eq(siteSettings.id, 1));
  await db.insert(teamMembers).values(DEMO_TEAM.map((member, index) => ({ ...member, position: index + 1, demo: true })));
}
