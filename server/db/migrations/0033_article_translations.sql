CREATE TABLE "resource_translations" (
	"resource_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"content" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_translations_resource_id_language_pk" PRIMARY KEY("resource_id","language"),
	CONSTRAINT "resource_translations_language_check" CHECK ("resource_translations"."language" in ('es', 'fr'))
);
--> statement-breakpoint
ALTER TABLE "resource_translations" ADD CONSTRAINT "resource_translations_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_translations" ADD CONSTRAINT "resource_translations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "resource_translations_bump_library_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resource_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_resource_library_version"();
