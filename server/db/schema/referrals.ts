import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** The specialist directory administrators keep; families receive up to three of them. */
export const specialists = pgTable(
  'specialists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    clinic: text('clinic').notNull(),
    city: text('city').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    ponsetiTrained: boolean('ponseti_trained').notNull().default(true),
    acceptingNewPatients: boolean('accepting_new_patients').notNull().default(true),
    notes: text('notes').notNull().default(''),
    /** A fictional specialist from the demo seed, until an administrator edits them (the go-live checklist counts these). */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('specialists_country_idx').on(t.country)],
);

/**
 * A family's request for a specialist. It holds health details about a child: only administrators
 * read it, and it is deleted 12 months after it closed.
 */
export const referralRequests = pgTable(
  'referral_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    age: integer('age').notNull(),
    affectedFoot: text('affected_foot', { enum: ['left', 'right', 'bilateral', 'unsure'] }).notNull(),
    treatmentStage: text('treatment_stage', { enum: ['diagnosis', 'casting', 'bracing', 'post-treatment', 'relapse', 'adult', 'other'] }).notNull(),
    additionalInfo: text('additional_info').notNull().default(''),
    urgency: text('urgency', { enum: ['urgent', 'high', 'medium', 'low'] }).notNull().default('medium'),
    preferredLanguage: text('preferred_language'),
    /** Consent to the privacy policy and terms: when, and which version. */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentPolicyVersion: text('consent_policy_version').notNull(),
    status: text('status', { enum: ['new', 'matched', 'closed'] }).notNull().default('new'),
    /** The team's note to the family, sent with the specialists. */
    note: text('note'),
    /** sha256 of the token in the family's e-mail that lets them say which specialist they chose. */
    chooseTokenHash: text('choose_token_hash'),
    chosenSpecialistId: integer('chosen_specialist_id').references(() => specialists.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: text('closed_reason', { enum: ['chosen', 'expired', 'admin'] }),
  },
  (t) => [
    index('referral_requests_queue_idx').on(t.status, t.createdAt),
    index('referral_requests_user_idx').on(t.userId, t.createdAt),
    index('referral_requests_closed_idx').on(t.closedAt),
    uniqueIndex('referral_requests_choose_token_idx').on(t.chooseTokenHash),
    check('referral_requests_age_range', sql`${t.age} between 0 and 120`),
  ],
);

/** The specialists sent to a family, in the order the team chose them. */
export const referralMatches = pgTable(
  'referral_matches',
  {
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referralRequests.id, { onDelete: 'cascade' }),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.referralId, t.specialistId] })],
);

/** Messages from the contact form, for the admin inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['new', 'handled'] }).notNull().default('new'),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_inbox_idx').on(t.status, t.createdAt)],
);
