import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { videos } from './videos';

/** Who an event is meant for (issue 21): treatment stages, parents or adults, a language; empty means everyone. */
export type StoredEventAudience = { stages: string[]; who: 'everyone' | 'parents' | 'adults'; language: string };

/**
 * An event or webinar (issue 21). Times are instants; each viewer sees them in their own zone, and
 * `time_zone` (IANA) is the organiser's, named on in-person events. `join_url` is shown only to those
 * registered, from shortly before the start. `recording_video_id` is a video of the library, e-mailed
 * to those registered once set after the event.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    descriptionHtml: text('description_html').notNull(),
    hostName: text('host_name').notNull(),
    hostRole: text('host_role').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    format: text('format', { enum: ['online', 'in-person'] }).notNull(),
    joinUrl: text('join_url'),
    venueName: text('venue_name'),
    address: text('address'),
    /** Null: no limit. */
    capacity: integer('capacity'),
    /**
     * When registration opens to everyone (issue 29); null: as soon as the event is published.
     * Supporting members may register SUPPORTER_EARLY_HOURS before it (shared/policies/events.ts).
     */
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }),
    audience: jsonb('audience').$type<StoredEventAudience>().notNull().default({ stages: [], who: 'everyone', language: 'en' }),
    status: text('status', { enum: ['draft', 'published', 'cancelled'] }).notNull().default('draft'),
    cancelledReason: text('cancelled_reason'),
    recordingVideoId: integer('recording_video_id').references(() => videos.id, { onDelete: 'set null' }),
    recordingSentAt: timestamp('recording_sent_at', { withTimezone: true }),
    /** Kept by the registration use cases, so lists count nothing. */
    registeredCount: integer('registered_count').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_slug_unique').on(t.slug),
    index('events_status_starts_idx').on(t.status, t.startsAt, t.id),
    check('events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_opens_before_start', sql`${t.registrationOpensAt} is null or ${t.registrationOpensAt} < ${t.startsAt}`),
    check('events_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('events_counts_positive', sql`${t.registeredCount} >= 0 and ${t.waitlistCount} >= 0`),
  ],
);

export const EVENT_REGISTRATION_STATUSES = ['registered', 'waitlisted', 'cancelled'] as const;

/**
 * A member's place at an event: registered, on the waiting list (in `waitlisted_at` order), or
 * cancelled (kept, so registering again reuses the row). One row per member and event.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: EVENT_REGISTRATION_STATUSES }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Reminders already sent ('24h', '1h'), so a retried job sends none twice. */
    remindersSent: jsonb('reminders_sent').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registrations_once').on(t.eventId, t.userId),
    index('event_registrations_event_status_idx').on(t.eventId, t.status, t.waitlistedAt, t.id),
    index('event_registrations_user_idx').on(t.userId, t.status),
    check('event_registrations_status_check', sql`${t.status} in ('registered', 'waitlisted', 'cancelled')`),
  ],
);

/** Members invited to an event by stage (issue 21): one row each, so inviting again invites only the new ones. */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    emailed: boolean('emailed').notNull().default(false),
  },
  (t) => [uniqueIndex('event_invitations_once').on(t.eventId, t.userId)],
);

/** A member's private calendar feed: the secret in its address, replaced when they ask. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
