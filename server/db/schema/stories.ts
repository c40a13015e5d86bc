import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const STORY_STATUSES = ['pending', 'published', 'declined', 'withdrawn', 'unpublished'] as const;
export const STORY_NAMINGS = ['full-name', 'first-name', 'anonymous'] as const;

/**
 * A member's success story (issue 21). It is pending until an administrator approves (published) or
 * declines it with a reason; the author edits and resubmits (pending again) or withdraws it. `photo_url`
 * is a re-encoded image without location data. `naming` says how the author is named on the page.
 */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    contentHtml: text('content_html').notNull(),
    photoUrl: text('photo_url'),
    photoAlt: text('photo_alt'),
    /** The child's age when treatment started, in months (null for an adult's own story or not given). */
    ageAtStartMonths: integer('age_at_start_months'),
    treatment: text('treatment').notNull(),
    /** The treatment stage the story is about, for the list's filter; 'adult' for an adult's own story. */
    stage: text('stage').notNull(),
    isAdultStory: boolean('is_adult_story').notNull().default(false),
    naming: text('naming', { enum: STORY_NAMINGS }).notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    guardianConsent: boolean('guardian_consent').notNull().default(false),
    status: text('status', { enum: STORY_STATUSES }).notNull().default('pending'),
    declineReason: text('decline_reason'),
    featured: boolean('featured').notNull().default(false),
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stories_slug_unique').on(t.slug),
    index('stories_status_published_idx').on(t.status, t.publishedAt, t.id),
    index('stories_author_idx').on(t.authorId, t.createdAt),
    // At most one featured story, and only a published one.
    uniqueIndex('stories_one_featured').on(t.featured).where(sql`${t.featured}`),
    check('stories_featured_published', sql`not ${t.featured} or ${t.status} = 'published'`),
    check('stories_status_check', sql`${t.status} in ('pending', 'published', 'declined', 'withdrawn', 'unpublished')`),
  ],
);
