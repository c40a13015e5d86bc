import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { conversations } from './messages';

/**
 * A member's shoe sizes for Clubfoot Buddy matching (US sizes in half steps, within one scale).
 * `brandKeys` and `typeKeys` are the lower-cased words of the free-text preferences, for ranking;
 * `confirmBy` is when the sizes must be confirmed again (90 days for under-fives, else 180).
 */
export const shoeProfiles = pgTable(
  'shoe_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    leftFootSize: numeric('left_foot_size', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    rightFootSize: numeric('right_foot_size', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    preferredBrands: text('preferred_brands'),
    shoeTypes: text('shoe_types'),
    notes: text('notes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sizeScale: text('size_scale', { enum: ['us-kids', 'us-youth', 'us-women', 'us-men'] }).notNull().default('us-kids'),
    leftWidth: text('left_width', { enum: ['narrow', 'medium', 'wide', 'extra-wide'] }),
    rightWidth: text('right_width', { enum: ['narrow', 'medium', 'wide', 'extra-wide'] }),
    country: text('country'),
    wearerBirthYear: integer('wearer_birth_year'),
    tolerance: text('tolerance', { enum: ['exact', 'half'] }).notNull().default('exact'),
    paused: boolean('paused').notNull().default(false),
    brandKeys: text('brand_keys').array().notNull().default(sql`'{}'::text[]`),
    typeKeys: text('type_keys').array().notNull().default(sql`'{}'::text[]`),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmBy: timestamp('confirm_by', { withTimezone: true }).notNull().default(sql`now() + interval '90 days'`),
  },
  (t) => [
    check('shoe_profiles_left_range', sql`${t.leftFootSize} between 0 and 20`),
    check('shoe_profiles_right_range', sql`${t.rightFootSize} between 0 and 20`),
    check('shoe_profiles_scale_check', sql`${t.sizeScale} in ('us-kids', 'us-youth', 'us-women', 'us-men')`),
    check('shoe_profiles_tolerance_check', sql`${t.tolerance} in ('exact', 'half')`),
    // Suggestions: each (scale, left, right) cell read newest-confirmed first, active profiles only.
    index('shoe_profiles_match_idx')
      .on(t.sizeScale, t.leftFootSize, t.rightFootSize, t.confirmedAt.desc())
      .where(sql`not ${t.paused} and ${t.leftFootSize} <> ${t.rightFootSize}`),
    // The eight half-size cells take only profiles that allow half a size: read in the same order,
    // their scans stop after as many rows as they keep (suggestions.ts).
    index('shoe_profiles_match_half_idx')
      .on(t.sizeScale, t.leftFootSize, t.rightFootSize, t.confirmedAt.desc())
      .where(sql`not ${t.paused} and ${t.leftFootSize} <> ${t.rightFootSize} and ${t.tolerance} = 'half'`),
  ],
);

/** Every save of a member's sizes, with its date (children's feet grow). */
export const shoeProfileHistory = pgTable(
  'shoe_profile_history',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sizeScale: text('size_scale', { enum: ['us-kids', 'us-youth', 'us-women', 'us-men'] }).notNull(),
    leftFootSize: numeric('left_foot_size', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    rightFootSize: numeric('right_foot_size', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shoe_profile_history_user_idx').on(t.userId, t.savedAt)],
);

export const MATCH_STATUSES = ['requested', 'accepted', 'declined', 'cancelled', 'completed'] as const;

/** A buddy match between two members; at most one open (requested or accepted) per pair. */
export const buddyMatches = pgTable(
  'buddy_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: MATCH_STATUSES }).notNull().default('requested'),
    message: text('message'),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedById: uuid('closed_by_id').references(() => users.id, { onDelete: 'set null' }),
    requesterRating: integer('requester_rating'),
    requesterFeedback: text('requester_feedback'),
    recipientRating: integer('recipient_rating'),
    recipientFeedback: text('recipient_feedback'),
  },
  (t) => [
    uniqueIndex('buddy_matches_open_pair_idx')
      .on(sql`least(${t.requesterId}, ${t.recipientId})`, sql`greatest(${t.requesterId}, ${t.recipientId})`)
      .where(sql`${t.status} in ('requested', 'accepted')`),
    index('buddy_matches_requester_idx').on(t.requesterId, t.status),
    index('buddy_matches_recipient_idx').on(t.recipientId, t.status),
    check('buddy_matches_status_check', sql`${t.status} in ('requested', 'accepted', 'declined', 'cancelled', 'completed')`),
    check('buddy_matches_not_self', sql`${t.requesterId} <> ${t.recipientId}`),
    check('buddy_matches_rating_check', sql`${t.requesterRating} between 1 and 5 and ${t.recipientRating} between 1 and 5`),
  ],
);

/** In-site notices for a member (the header's bell). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
);

/**
 * One row whose number statement triggers raise whenever suggestions may change (shoe profiles,
 * matches, blocks, and members' verification, suspension, names and privacy), so every instance
 * knows when the suggestions it keeps in memory are out of date (migration 0013).
 */
export const buddyVersion = pgTable(
  'buddy_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('buddy_version_single_row', sql`${t.id} = 1`)],
);
