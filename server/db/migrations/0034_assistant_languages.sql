CREATE TABLE "assistant_entry_translations" (
	"entry_id" integer NOT NULL,
	"language" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_entry_translations_entry_id_language_pk" PRIMARY KEY("entry_id","language"),
	CONSTRAINT "assistant_entry_translations_language_check" CHECK ("assistant_entry_translations"."language" in ('es', 'fr'))
);--> statement-breakpoint
ALTER TABLE "assistant_passages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "assistant_passages" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "assistant_passages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (case language when 'es' then setweight(to_tsvector('spanish', coalesce(extra, '')), 'A') || setweight(to_tsvector('spanish', coalesce(heading, '') || ' ' || title), 'B') || setweight(to_tsvector('spanish', body), 'C') when 'fr' then setweight(to_tsvector('french', coalesce(extra, '')), 'A') || setweight(to_tsvector('french', coalesce(heading, '') || ' ' || title), 'B') || setweight(to_tsvector('french', body), 'C') else setweight(to_tsvector('english', coalesce(extra, '')), 'A') || setweight(to_tsvector('english', coalesce(heading, '') || ' ' || title), 'B') || setweight(to_tsvector('english', body), 'C') end) STORED;--> statement-breakpoint
CREATE INDEX "assistant_passages_search_idx" ON "assistant_passages" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "assistant_entry_translations" ADD CONSTRAINT "assistant_entry_translations_entry_id_assistant_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."assistant_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_entry_translations" ADD CONSTRAINT "assistant_entry_translations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "assistant_entry_translations_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "assistant_entry_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_assistant_version"();
