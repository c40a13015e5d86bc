import { subDays, subHours } from 'date-fns';
import { eq } from 'drizzle-orm';
import { POLICY_VERSION } from '../../../shared/api/auth';
import type { Db } from '../../db';
import { contactMessages, referralMatches, referralRequests, specialists, users } from '../../db/schema';

/** Demo specialists: fictional people and clinics (the notes say so), spread over several countries. */
const demoSpecialists = [
  { name: 'Dr. Amara Example', title: 'Paediatric orthopaedic surgeon', clinic: 'Riverside Example Children’s Hospital', city: 'London', country: 'GB', languages: ['English', 'Yoruba'] },
  { name: 'Dr. Tom Sampleton', title: 'Orthopaedic surgeon', clinic: 'Northgate Example Clinic', city: 'Manchester', country: 'GB', languages: ['English'] },
  { name: 'Dr. Rosa Demo', title: 'Paediatric orthopaedic surgeon', clinic: 'Example Children’s Medical Center', city: 'Boston', country: 'US', languages: ['English', 'Spanish'] },
  { name: 'Dr. James Placeholder', title: 'Pediatric orthopedist', clinic: 'Lakeside Example Pediatrics', city: 'Chicago', country: 'US', languages: ['English'], acceptingNewPatients: false },
  { name: 'Ms. Hannah Fictive', title: 'Ponseti practitioner (physiotherapist)', clinic: 'Example Ponseti Clinic', city: 'Austin', country: 'US', languages: ['English', 'Spanish'] },
  { name: 'Dr. Lucía Ejemplo', title: 'Cirujana ortopédica pediátrica', clinic: 'Hospital Infantil de Ejemplo', city: 'Madrid', country: 'ES', languages: ['Spanish', 'English'] },
  { name: 'Dr. Marc Exemple', title: 'Chirurgien orthopédiste pédiatrique', clinic: 'Clinique Exemple des Enfants', city: 'Lyon', country: 'FR', languages: ['French', 'English'] },
  { name: 'Dr. Grace Mfano', title: 'Orthopaedic surgeon', clinic: 'Example Ponseti Centre (fictional)', city: 'Nairobi', country: 'KE', languages: ['English', 'Swahili'] },
  { name: 'Dr. Priyanka Udaharan', title: 'Paediatric orthopaedic surgeon', clinic: 'Udaharan Example Children’s Hospital', city: 'Mumbai', country: 'IN', languages: ['Hindi', 'English'] },
  { name: 'Dr. Ana Exemplo', title: 'Ortopedista pediátrica', clinic: 'Clínica Exemplo Infantil', city: 'São Paulo', country: 'BR', languages: ['Portuguese', 'Spanish'] },
  { name: 'Dr. Kenji Reidai', title: 'Paediatric orthopaedic surgeon', clinic: 'Reidai Example Clinic', city: 'Osaka', country: 'JP', languages: ['Japanese', 'English'] },
  { name: 'Dr. Sarah Beispiel', title: 'Kinderorthopädin', clinic: 'Beispiel Kinderklinik', city: 'Berlin', country: 'DE', languages: ['German', 'English', 'Turkish'] },
];

/** A dozen fictional specialists, two sample requests (one waiting, one matched) and one contact message. */
export async function seedReferrals(db: Db) {
  const rows = await db
    .insert(specialists)
    .values(
      demoSpecialists.map((s, index) => ({
        ponsetiTrained: true,
        acceptingNewPatients: true,
        ...s,
        email: `clinic${index + 1}@specialists.example`,
        phone: `+1 555 010 ${String(1000 + index)}`,
        website: null,
        notes: 'Fictional demo specialist: not a real person or clinic.',
        demo: true,
      })),
    )
    .returning();
  const [maya] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'maya@clubfoot.example'));
  const now = new Date();
  await db.insert(referralRequests).values({
    firstName: 'Lena',
    lastName: 'Example',
    email: 'lena.example@example.org',
    phone: '+44 20 7946 0000',
    country: 'GB',
    city: 'London',
    age: 0,
    affectedFoot: 'right',
    treatmentStage: 'diagnosis',
    additionalInfo: 'Our daughter was born last week with her right foot turned in. We would like a Ponseti clinic near London.',
    urgency: 'high',
    preferredLanguage: 'English',
    consentAt: subHours(now, 30),
    consentPolicyVersion: POLICY_VERSION,
    createdAt: subHours(now, 30),
  });
  const [matched] = await db
    .insert(referralRequests)
    .values({
      userId: maya?.id ?? null,
      firstName: 'Maya',
      lastName: 'Okafor',
      email: 'maya@clubfoot.example',
      phone: '+1 555 010 2000',
      country: 'US',
      city: 'Boston',
      age: 1,
      affectedFoot: 'bilateral',
      treatmentStage: 'casting',
      additionalInfo: 'We are moving to Boston next month and need a team to continue casting.',
      urgency: 'medium',
      preferredLanguage: 'English',
      consentAt: subDays(now, 6),
      consentPolicyVersion: POLICY_VERSION,
      createdAt: subDays(now, 6),
      status: 'matched',
      matchedAt: subDays(now, 5),
      note: 'Dr. Demo’s clinic has Saturday casting slots, which may help with the move.',
    })
    .returning();
  const inUs = rows.filter((s) => s.country === 'US' && s.acceptingNewPatients);
  if (matched) await db.insert(referralMatches).values(inUs.map((s, position) => ({ referralId: matched.id, specialistId: s.id, position })));
  await db.insert(contactMessages).values({
    name: 'Jordan Example',
    email: 'jordan.example@example.org',
    subject: 'Can our support group link to your forum?',
    message: 'Hello! We run a small parents’ group in Leeds and would love to point new families to your forum and articles. Is that all right?',
    createdAt: subHours(now, 5),
  });
}
