CREATE TABLE "assistant_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"related_url" text,
	"related_title" text,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_kind" text NOT NULL,
	"source_key" text NOT NULL,
	"stamp" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"heading" text,
	"body" text NOT NULL,
	"extra" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(extra, '')), 'A') || setweight(to_tsvector('english', coalesce(heading, '') || ' ' || title), 'B') || setweight(to_tsvector('english', body), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "assistant_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"kind" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"model" text,
	"reaction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "assistant_version_single_row" CHECK ("assistant_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "assistant_entries" ADD CONSTRAINT "assistant_entries_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_questions" ADD CONSTRAINT "assistant_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_passages_source_idx" ON "assistant_passages" USING btree ("source_kind","source_key","position");--> statement-breakpoint
CREATE INDEX "assistant_passages_search_idx" ON "assistant_passages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "assistant_questions_created_idx" ON "assistant_questions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "assistant_questions_kind_idx" ON "assistant_questions" USING btree ("kind","created_at");--> statement-breakpoint
INSERT INTO "assistant_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_assistant_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "assistant_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "assistant_entries_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "assistant_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_assistant_version"();
