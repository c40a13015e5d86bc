import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type StoredChapter = { start: number; title: string };
export type StoredLine = { start: number; end: number; text: string };

/**
 * A video of the library (issue 19): an upload, processed into HLS renditions, an MP4 and a poster
 * under `media_id` in the media store, or another site's video (YouTube, Vimeo) by its address.
 * `transcript_text` is the transcript's plain text, kept for search.
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    topic: text('topic').notNull().default('stories'),
    speakerName: text('speaker_name'),
    speakerRole: text('speaker_role'),
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
    membersOnly: boolean('members_only').notNull().default(true),
    position: integer('position').notNull().default(0),
    source: text('source', { enum: ['upload', 'external'] }).notNull(),
    externalUrl: text('external_url'),
    /** The media folder (32 hex) of the processed files; a new one each processing, so files are immutable. */
    mediaId: text('media_id'),
    posterUrl: text('poster_url'),
    durationSeconds: real('duration_seconds'),
    renditions: jsonb('renditions').$type<number[]>().notNull().default([]),
    chapters: jsonb('chapters').$type<StoredChapter[]>().notNull().default([]),
    transcript: jsonb('transcript').$type<StoredLine[]>().notNull().default([]),
    transcriptText: text('transcript_text').notNull().default(''),
    captions: text('captions'),
    relatedArticleSlugs: jsonb('related_article_slugs').$type<string[]>().notNull().default([]),
    processingState: text('processing_state', { enum: ['waiting', 'queued', 'processing', 'ready', 'failed'] }).notNull().default('waiting'),
    processingPercent: integer('processing_percent').notNull().default(0),
    processingError: text('processing_error'),
    processingUpdatedAt: timestamp('processing_updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The uploaded original's key in the media store, kept until it is processed. */
    sourceKey: text('source_key'),
    sourceFileName: text('source_file_name'),
    sourceBytes: bigint('source_bytes', { mode: 'number' }),
    /** Members who have started it. */
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('english', coalesce(transcript_text, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('videos_slug_unique').on(t.slug),
    uniqueIndex('videos_media_id_unique').on(t.mediaId),
    index('videos_search_idx').using('gin', t.searchVector),
    index('videos_published_idx').on(t.status, t.publishedAt),
    check('videos_status_check', sql`${t.status} in ('draft', 'published')`),
    check('videos_source_check', sql`${t.source} in ('upload', 'external')`),
    check('videos_processing_check', sql`${t.processingState} in ('waiting', 'queued', 'processing', 'ready', 'failed')`),
  ],
);

/** Where each member is in each video they started. */
export const videoProgress = pgTable(
  'video_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: real('position').notNull().default(0),
    duration: real('duration').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] }), index('video_progress_recent_idx').on(t.userId, t.updatedAt)],
);

/** Seconds watched per video per day, for "minutes watched this month" (no member is named). */
export const videoWatchDays = pgTable(
  'video_watch_days',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.day] }), index('video_watch_days_day_idx').on(t.day)],
);
