CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "resource_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"content" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"featured_image" text,
	"read_time" integer,
	"read_minutes" integer DEFAULT 1 NOT NULL,
	"category_id" integer,
	"author_first_name" text,
	"author_last_name" text,
	"author_image_url" text,
	"author_role" text,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('english', coalesce(body_text, '')), 'C')) STORED,
	CONSTRAINT "resources_status_check" CHECK ("resources"."status" in ('draft', 'published')),
	CONSTRAINT "resources_read_time_check" CHECK ("resources"."read_time" is null or "resources"."read_time" between 1 and 600)
);
--> statement-breakpoint
ALTER TABLE "resource_files" ADD CONSTRAINT "resource_files_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_category_id_resource_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."resource_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resource_categories_slug_unique" ON "resource_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "resource_categories_position_idx" ON "resource_categories" USING btree ("position");--> statement-breakpoint
CREATE INDEX "resource_files_resource_idx" ON "resource_files" USING btree ("resource_id","position");--> statement-breakpoint
CREATE INDEX "resource_words_trgm_idx" ON "resource_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "resources_slug_unique" ON "resources" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "resources_published_idx" ON "resources" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "resources_category_idx" ON "resources" USING btree ("category_id","status","created_at");--> statement-breakpoint
CREATE INDEX "resources_featured_idx" ON "resources" USING btree ("featured","status");