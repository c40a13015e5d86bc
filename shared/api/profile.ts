import { z } from 'zod';
import { clubfootSides, contactMethods, notificationPreferences, privacySettings, profileTreatmentStages, treatmentTypes } from './user';

export const PROFILE_LIMITS = { nameMax: 100, bioMax: 2000, locationMax: 120, birthYearMin: 1900 } as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** PATCH /api/profile/personal (spec sections 3, 5 and 7). Every field optional; unknown fields refused. */
export const personalProfileBody = z
  .object({
    firstName: optionalText(PROFILE_LIMITS.nameMax),
    lastName: optionalText(PROFILE_LIMITS.nameMax),
    bio: optionalText(PROFILE_LIMITS.bioMax),
    location: optionalText(PROFILE_LIMITS.locationMax),
    birthYear: z
      .number()
      .int()
      .min(PROFILE_LIMITS.birthYearMin)
      .refine((year) => year <= new Date().getFullYear(), 'Birth year cannot be in the future')
      .nullable()
      .optional(),
    email: z.string().trim().max(254).email().optional(),
  })
  .strict();
export type PersonalProfileBody = z.input<typeof personalProfileBody>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(value)) && Date.parse(value) <= Date.now() + 86_400_000, 'must be a real date, not in the future');

/** PATCH /api/profile/clubfoot. */
export const clubfootProfileBody = z
  .object({
    isParent: z.boolean().nullable().optional(),
    isMedicalProfessional: z.boolean().nullable().optional(),
    isAdult: z.boolean().nullable().optional(),
    treatmentStage: z.enum(profileTreatmentStages).nullable().optional(),
    diagnosisDate: isoDate.nullable().optional(),
    clubfootSide: z.enum(clubfootSides).nullable().optional(),
    treatmentType: z.enum(treatmentTypes).nullable().optional(),
    preferredContactMethod: z.enum(contactMethods).nullable().optional(),
  })
  .strict();
export type ClubfootProfileBody = z.input<typeof clubfootProfileBody>;

/** PATCH /api/profile/notifications: all four switches, so a saved false reads back as false. */
export const notificationsBody = z.object({ notificationPreferences: notificationPreferences.strict() }).strict();
export type NotificationsBody = z.infer<typeof notificationsBody>;

/** PATCH /api/profile/privacy. */
export const privacyBody = z.object({ privacySettings: privacySettings.strict() }).strict();
export type PrivacyBody = z.infer<typeof privacyBody>;

export const TREATMENT_STAGE_LABELS: Record<(typeof profileTreatmentStages)[number], string> = {
  casting: 'Casting',
  bracing: 'Bracing',
  'post-treatment': 'Post-treatment',
  'adult-maintenance': 'Adult maintenance',
  recurrence: 'Recurrence',
};
