import { LOCALES } from '../i18n/locales';
import { DELIVERY_CHANNELS } from '../notification-channels';
import { z } from 'zod';

export const roles = ['member', 'admin'] as const;
export const clubfootSides = ['left', 'right', 'bilateral'] as const;
export const profileTreatmentStages = ['casting', 'bracing', 'post-treatment', 'adult-maintenance', 'recurrence'] as const;
export const treatmentTypes = ['ponseti', 'surgical', 'combination', 'other'] as const;
export const contactMethods = ['email', 'phone', 'forum', 'none'] as const;

const channel = z.enum(DELIVERY_CHANNELS);

/** How each kind of news reaches the member (shared/notification-channels.ts): 'email', 'push', 'both' or 'none'. */
export const notificationChannels = z
  .object({ messages: channel, buddy: channel, forumReplies: channel, eventReminders: channel, braceReminders: channel })
  .strict();

/**
 * The spec's four switches, and (issue 26) the channel of each kind. A save may leave `channels` out
 * (the switches alone, as the spec has them): the kinds' push parts are then kept.
 */
export const notificationPreferences = z.object({
  emailNotifications: z.boolean(),
  forumReplies: z.boolean(),
  resourceUpdates: z.boolean(),
  eventReminders: z.boolean(),
  channels: notificationChannels.optional(),
});

export const privacySettings = z.object({
  showEmail: z.boolean(),
  showLocation: z.boolean(),
  showTreatmentDetails: z.boolean(),
  showProfileToMembers: z.boolean(),
  /** Issue 29: the Supporter badge beside the member's name, while a supporting member. Opt-in: absent means hidden. */
  showSupporterBadge: z.boolean().optional(),
});

/** The signed-in member as `GET /api/auth/user` answers it (spec section 3, plus id). */
export const currentUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(roles),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  birthYear: z.number().int().nullable(),
  isParent: z.boolean().nullable(),
  isAdult: z.boolean().nullable(),
  isMedicalProfessional: z.boolean().nullable(),
  clubfootSide: z.enum(clubfootSides).nullable(),
  treatmentStage: z.enum(profileTreatmentStages).nullable(),
  diagnosisDate: z.string().nullable(),
  treatmentType: z.enum(treatmentTypes).nullable(),
  preferredContactMethod: z.enum(contactMethods).nullable(),
  /** Always with every kind's channel. */
  notificationPreferences: notificationPreferences.extend({ channels: notificationChannels }),
  privacySettings: privacySettings,
  /** Whether the member confirmed their e-mail address (needed for messages and buddy requests). */
  emailVerified: z.boolean(),
  /** False for an account that signs in with Google only (it can set a password). */
  hasPassword: z.boolean(),
  /** The language the member chose for the site and their e-mails. */
  language: z.enum(LOCALES),
});
export type CurrentUser = z.infer<typeof currentUser>;
