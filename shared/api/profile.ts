import { LOCALES } from '../i18n/locales';
import { z } from 'zod';
import { errorBody } from './common';
import { endpoint } from './endpoint';
import { clubfootSides, contactMethods, currentUser, notificationPreferences, privacySettings, profileTreatmentStages, treatmentTypes } from './user';

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

/** PATCH /api/profile/language: the language chosen in the header, the footer or the phone menu. */
export const languageBody = z.object({ language: z.enum(LOCALES) }).strict();
export type LanguageBody = z.infer<typeof languageBody>;

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

/** Each profile form answers the updated current user. */
const saved = { 200: currentUser, 400: errorBody, 401: errorBody, 409: errorBody };
const avatarAnswers = { 200: currentUser, 400: errorBody, 401: errorBody, 413: errorBody };

/** The four profile forms of spec section 7 and the profile picture. */
export const profileEndpoints = {
  personal: endpoint({ method: 'PATCH', path: '/api/profile/personal', access: 'member', shownOn: [{ viewer: 'writer', page: () => '/profile' }, { viewer: 'member', page: ({ writer }) => `/members/${writer.id}`, fields: ['firstName', 'lastName', 'bio', 'location'] }], body: personalProfileBody, responses: saved }),
  // A date, which takes no markup: shown on the profile, but no payload fits it.
  clubfoot: endpoint({ method: 'PATCH', path: '/api/profile/clubfoot', access: 'member', shownOn: [], body: clubfootProfileBody, responses: saved }),
  notifications: endpoint({ method: 'PATCH', path: '/api/profile/notifications', access: 'member', body: notificationsBody, responses: saved }),
  privacy: endpoint({ method: 'PATCH', path: '/api/profile/privacy', access: 'member', body: privacyBody, responses: saved }),
  language: endpoint({ method: 'PATCH', path: '/api/profile/language', access: 'member', body: languageBody, responses: saved }),
  /** A multipart upload (one JPEG, PNG or WebP file up to 5 MB), so no JSON body schema. */
  avatar: endpoint({ method: 'POST', path: '/api/profile/avatar', access: 'member', consumes: 'multipart', responses: avatarAnswers }),
  removeAvatar: endpoint({ method: 'DELETE', path: '/api/profile/avatar', access: 'member', responses: avatarAnswers }),
};
