import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * The brace-wear tracker (issue 24). Health data about a child (GDPR article 9): read only by the
 * members who share the child (brace_carers), never by administrators except as anonymous figures,
 * exported with and deleted with the account of the member who set the child up.
 */

/** A child whose boots-and-bar wear a family logs, with the schedule their clinician prescribed. */
export const braceChildren = pgTable(
  'brace_children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    braceStartDate: date('brace_start_date', { mode: 'string' }).notNull(),
    /** The child's days are counted in this zone (IANA name). */
    timeZone: text('time_zone').notNull(),
    fullTimeHours: integer('full_time_hours').notNull().default(23),
    fullTimeWeeks: integer('full_time_weeks').notNull().default(12),
    partTimeHours: integer('part_time_hours').notNull().default(12),
    endAgeMonths: integer('end_age_months').notNull().default(48),
    nextVisitDate: date('next_visit_date', { mode: 'string' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('brace_children_hours', sql`${t.fullTimeHours} between 1 and 24 and ${t.partTimeHours} between 1 and 24`),
    check('brace_children_dates', sql`${t.braceStartDate} >= ${t.birthDate}`),
  ],
);

/** The members who share a child's log: the one who set it up ('owner') and those they invited. */
export const braceCarers = pgTable(
  'brace_carers',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => braceChildren.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'carer'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.userId] }), index('brace_carers_user_idx').on(t.userId)],
);

/** A stretch of wear; `ended_at` null while the boots are on (one at a time per child). */
export const braceWear = pgTable(
  'brace_wear',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => braceChildren.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    loggedBy: uuid('logged_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brace_wear_child_started_idx').on(t.childId, t.startedAt),
    uniqueIndex('brace_wear_one_running').on(t.childId).where(sql`${t.endedAt} is null`),
    check('brace_wear_order', sql`${t.endedAt} is null or ${t.endedAt} > ${t.startedAt}`),
  ],
);

/** A day's note and skin check. */
export const braceDays = pgTable(
  'brace_days',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => braceChildren.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    skin: text('skin', { enum: ['fine', 'red-marks', 'blister', 'broken-skin', 'colour-change'] }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.day] })],
);

/**
 * An invitation to share a child's log, made by the member who set the child up: a link holding a
 * token that only its hash is kept of, used once by the member who opens it, within a week.
 */
export const braceInvites = pgTable(
  'brace_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => braceChildren.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('brace_invites_token_idx').on(t.tokenHash), index('brace_invites_child_idx').on(t.childId)],
);

/**
 * A member's reminders for one child they share (each carer sets their own): boots on and the skin
 * check at a time of day in the child's zone, and a note the day before a phase change or a clinic
 * visit. `next_*` is when each is next due; the reminder sweep claims due rows and moves them on.
 */
export const braceReminders = pgTable(
  'brace_reminders',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => braceChildren.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'HH:MM' in the child's zone, or null for none. */
    bootsOnTime: text('boots_on_time'),
    skinCheckTime: text('skin_check_time'),
    milestones: boolean('milestones').notNull().default(false),
    email: boolean('email').notNull().default(false),
    nextBootsOn: timestamp('next_boots_on', { withTimezone: true }),
    nextSkinCheck: timestamp('next_skin_check', { withTimezone: true }),
    nextMilestones: timestamp('next_milestones', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.userId] }),
    index('brace_reminders_boots_idx').on(t.nextBootsOn),
    index('brace_reminders_skin_idx').on(t.nextSkinCheck),
    index('brace_reminders_milestones_idx').on(t.nextMilestones),
  ],
);
