import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationChannels } from '../../../shared/notification-channels';

export type NotificationPreferences = {
  emailNotifications: boolean;
  forumReplies: boolean;
  resourceUpdates: boolean;
  eventReminders: boolean;
  /** Issue 26: how each kind reaches the member; absent on accounts saved before (then e-mail, shared/notification-channels.ts). */
  channels?: Partial<NotificationChannels>;
};
export type PrivacySettings = {
  showEmail: boolean;
  showLocation: boolean;
  showTreatmentDetails: boolean;
  showProfileToMembers: boolean;
  /** Issue 29: the Supporter badge beside the member's name; opt-in, so absent means hidden. */
  showSupporterBadge?: boolean;
};

/** Spec sections 6 and 9: notifications all on; e-mail hidden, everything else shown. */
export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  emailNotifications: true,
  forumReplies: true,
  resourceUpdates: true,
  eventReminders: true,
};
export const DEFAULT_PRIVACY: PrivacySettings = {
  showEmail: false,
  showLocation: true,
  showTreatmentDetails: true,
  showProfileToMembers: true,
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: ['member', 'admin'] }).notNull().default('member'),
    bio: text('bio'),
    location: text('location'),
    birthYear: integer('birth_year'),
    isParent: boolean('is_parent'),
    isAdult: boolean('is_adult'),
    isMedicalProfessional: boolean('is_medical_professional'),
    clubfootSide: text('clubfoot_side'),
    treatmentStage: text('treatment_stage'),
    diagnosisDate: date('diagnosis_date', { mode: 'string' }),
    treatmentType: text('treatment_type'),
    preferredContactMethod: text('preferred_contact_method'),
    notificationPreferences: jsonb('notification_preferences').$type<NotificationPreferences>().notNull().default(DEFAULT_NOTIFICATIONS),
    /** The language the member reads the site and their e-mails in (issue 25). */
    language: text('language').notNull().default('en'),
    privacySettings: jsonb('privacy_settings').$type<PrivacySettings>().notNull().default(DEFAULT_PRIVACY),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    termsVersion: text('terms_version'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Who may start a conversation with this member: 'members' (anyone signed in) or 'nobody'. */
    whoCanMessage: text('who_can_message', { enum: ['members', 'nobody'] }).notNull().default('members'),
    /** A supporting member until then (issue 29): kept by the memberships' provider events, read by the badge. */
    supporterUntil: timestamp('supporter_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('member', 'admin')`),
    check('users_who_can_message_check', sql`${t.whoCanMessage} in ('members', 'nobody')`),
  ],
);

/** A signed-in browser. The id is the SHA-256 of the cookie's token, so a database leak signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Fixed-window counters shared by every server instance (sign-in failures, registrations...). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_counters_window_idx').on(t.windowStart)],
);

/** Every administrative action: who did what to whom, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt)],
);

/** Single-use links sent by e-mail (verify an address, reset a password); stored as the token's hash. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    /** The address the link was sent to: a verification only counts for that address. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/** A Google sign-in in progress: the PKCE verifier and nonce wait here for the callback (10 minutes). */
export const oauthFlows = pgTable('oauth_flows', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
