CREATE TABLE "buddy_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "buddy_version_single_row" CHECK ("buddy_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "buddy_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_buddy_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "buddy_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "shoe_profiles_bump_buddy_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shoe_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_buddy_version"();--> statement-breakpoint
CREATE TRIGGER "buddy_matches_bump_buddy_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "buddy_matches"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_buddy_version"();--> statement-breakpoint
CREATE TRIGGER "member_blocks_bump_buddy_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "member_blocks"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_buddy_version"();--> statement-breakpoint
CREATE TRIGGER "users_bump_buddy_version" AFTER DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_buddy_version"();--> statement-breakpoint
CREATE TRIGGER "users_update_bumps_buddy_version" AFTER UPDATE OF "first_name", "profile_image_url", "privacy_settings", "email_verified_at",
  "suspended_at", "deleted_at" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_buddy_version"();
