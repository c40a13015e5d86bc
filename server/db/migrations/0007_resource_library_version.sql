CREATE TABLE "resource_library_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "resource_library_version_single_row" CHECK ("resource_library_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "resource_library_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_resource_library_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "resource_library_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resources_bump_library_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resources"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_resource_library_version"();--> statement-breakpoint
CREATE TRIGGER "resource_categories_bump_library_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resource_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_resource_library_version"();--> statement-breakpoint
CREATE TRIGGER "resource_words_bump_library_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resource_words"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_resource_library_version"();--> statement-breakpoint
CREATE TRIGGER "resource_files_bump_library_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resource_files"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_resource_library_version"();
