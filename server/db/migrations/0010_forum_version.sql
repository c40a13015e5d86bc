CREATE TABLE "forum_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "forum_version_single_row" CHECK ("forum_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "forum_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_forum_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "forum_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "forum_categories_bump_forum_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "forum_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_forum_version"();--> statement-breakpoint
CREATE TRIGGER "forum_topics_bump_forum_version" AFTER INSERT OR DELETE OR TRUNCATE ON "forum_topics"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_forum_version"();--> statement-breakpoint
CREATE TRIGGER "forum_topics_update_bumps_forum_version" AFTER UPDATE OF "slug", "title", "content", "content_html", "category_id", "author_id",
  "is_pinned", "is_locked", "post_count", "last_activity_at", "edited_at", "removed_at", "removed_by" ON "forum_topics"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_forum_version"();--> statement-breakpoint
CREATE TRIGGER "forum_posts_bump_forum_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "forum_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_forum_version"();--> statement-breakpoint
CREATE TRIGGER "forum_comments_bump_forum_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "forum_comments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_forum_version"();--> statement-breakpoint
CREATE TRIGGER "users_bump_forum_version" AFTER DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_forum_version"();--> statement-breakpoint
CREATE TRIGGER "users_update_bumps_forum_version" AFTER UPDATE OF "first_name", "last_name", "profile_image_url", "role", "is_parent", "is_adult",
  "is_medical_professional", "clubfoot_side", "treatment_stage", "birth_year", "privacy_settings", "deleted_at" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_forum_version"();
