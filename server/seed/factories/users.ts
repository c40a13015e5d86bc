import type { InferInsertModel } from 'drizzle-orm';
import type { users } from '../../db/schema';

type UserRow = InferInsertModel<typeof users>;

/** The password of every demo account (documented in the README). */
export const DEMO_PASSWORD = 'clubfoot-demo-2026';

/** Named demo accounts: one admin and members with the kinds of profile the site serves. */
export function demoUsers(passwordHash: string): UserRow[] {
  const base = { passwordHash, termsAcceptedAt: new Date(), termsVersion: 'demo', emailVerifiedAt: new Date() };
  return [
    {
      ...base,
      email: 'admin@clubfoot.example',
      role: 'admin',
      firstName: 'Alex',
      lastName: 'Morgan',
      bio: 'Site administrator and moderator. Dad of Sam, who finished bracing in 2023.',
      location: 'Boston, MA',
      isParent: true,
      clubfootSide: 'right',
      treatmentStage: 'post-treatment',
      treatmentType: 'ponseti',
    },
    {
      ...base,
      email: 'maya@clubfoot.example',
      firstName: 'Maya',
      lastName: 'Okafor',
      bio: 'Mum of Theo (born 2025, bilateral). Week four of casting and learning as we go.',
      location: 'Leeds, UK',
      isParent: true,
      clubfootSide: 'bilateral',
      treatmentStage: 'casting',
      treatmentType: 'ponseti',
      diagnosisDate: '2025-06-02',
      preferredContactMethod: 'forum',
    },
    {
      ...base,
      email: 'daniel@clubfoot.example',
      firstName: 'Daniel',
      lastName: 'Reyes',
      bio: 'Born with left clubfoot in 1988, treated with Ponseti. Happy to answer questions about life afterwards.',
      location: 'Austin, TX',
      birthYear: 1988,
      isAdult: true,
      clubfootSide: 'left',
      treatmentStage: 'adult-maintenance',
      treatmentType: 'ponseti',
    },
    {
      ...base,
      email: 'priya@clubfoot.example',
      firstName: 'Priya',
      lastName: 'Nair',
      bio: 'Paediatric physiotherapist working with Ponseti clinics.',
      location: 'Bengaluru, India',
      isMedicalProfessional: true,
      privacySettings: { showEmail: true, showLocation: true, showTreatmentDetails: true, showProfileToMembers: true },
    },
    {
      ...base,
      email: 'jonas@clubfoot.example',
      firstName: 'Jonas',
      lastName: 'Berg',
      bio: 'Our daughter Ella wears her boots and bar at night. Ask me about sleep tips!',
      location: 'Oslo, Norway',
      isParent: true,
      clubfootSide: 'left',
      treatmentStage: 'bracing',
      treatmentType: 'ponseti',
      privacySettings: { showEmail: false, showLocation: false, showTreatmentDetails: true, showProfileToMembers: true },
    },
    {
      ...base,
      email: 'amara@clubfoot.example',
      firstName: 'Amara',
      lastName: 'Okafor',
      bio: 'Mum of Kayode (right clubfoot). The casts are done; now it is boots and bar nearly all day, and I log every stretch.',
      location: 'Leeds, UK',
      isParent: true,
      clubfootSide: 'right',
      treatmentStage: 'bracing',
      treatmentType: 'ponseti',
      privacySettings: { showEmail: false, showLocation: false, showTreatmentDetails: true, showProfileToMembers: true },
    },
  ];
}

const FIRST = ['Ana', 'Ben', 'Chloe', 'Dev', 'Emma', 'Farah', 'Gabe', 'Hana', 'Ivan', 'Jade', 'Kofi', 'Lena', 'Marco', 'Nia', 'Omar', 'Pia'];
const LAST = ['Silva', 'Chen', 'Dubois', 'Patel', 'Novak', 'Haddad', 'Kim', 'Murphy', 'Rossi', 'Adeyemi', 'Larsen', 'Tanaka'];
const SIDES = ['left', 'right', 'bilateral', null] as const;
const STAGES = ['casting', 'bracing', 'post-treatment', 'adult-maintenance', null] as const;

/** `count` further members for larger data sets (bench). */
export function generatedMembers(count: number, passwordHash: string): UserRow[] {
  return Array.from({ length: count }, (_, i) => ({
    email: `member${i}@generated.clubfoot.example`,
    passwordHash,
    firstName: FIRST[i % FIRST.length] ?? 'Sam',
    lastName: LAST[Math.floor(i / FIRST.length) % LAST.length] ?? 'Lee',
    isParent: i % 3 !== 0,
    isAdult: i % 3 === 0,
    clubfootSide: SIDES[i % SIDES.length] ?? null,
    treatmentStage: STAGES[i % STAGES.length] ?? null,
    termsAcceptedAt: new Date(),
    termsVersion: 'generated',
    createdAt: new Date(Date.now() - (i % 365) * 86_400_000),
  }));
}
