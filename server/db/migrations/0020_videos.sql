CREATE TABLE "video_progress" (
	"user_id" uuid NOT NULL,
	"video_id" integer NOT NULL,
	"position" real DEFAULT 0 NOT NULL,
	"duration" real DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "video_watch_days" (
	"video_id" integer NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "video_watch_days_video_id_day_pk" PRIMARY KEY("video_id","day")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"topic" text DEFAULT 'stories' NOT NULL,
	"speaker_name" text,
	"speaker_role" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"members_only" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"external_url" text,
	"media_id" text,
	"poster_url" text,
	"duration_seconds" real,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chapters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transcript_text" text DEFAULT '' NOT NULL,
	"captions" text,
	"related_article_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"processing_state" text DEFAULT 'waiting' NOT NULL,
	"processing_percent" integer DEFAULT 0 NOT NULL,
	"processing_error" text,
	"processing_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_key" text,
	"source_file_name" text,
	"source_bytes" bigint,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('english', coalesce(transcript_text, '')), 'C')) STORED,
	CONSTRAINT "videos_status_check" CHECK ("videos"."status" in ('draft', 'published')),
	CONSTRAINT "videos_source_check" CHECK ("videos"."source" in ('upload', 'external')),
	CONSTRAINT "videos_processing_check" CHECK ("videos"."processing_state" in ('waiting', 'queued', 'processing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watch_days" ADD CONSTRAINT "video_watch_days_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_progress_recent_idx" ON "video_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "video_watch_days_day_idx" ON "video_watch_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_slug_unique" ON "videos" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_media_id_unique" ON "videos" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "videos_published_idx" ON "videos" USING btree ("status","published_at");