-- Issue 23: every instance keeps answers in memory per version; a version's change is now told to every
-- instance by NOTIFY on the channel "kept_versions" (payload "name:version", heard after commit), so a
-- kept read needs no query for its version. Videos, the shop, events and stories get versions too.
CREATE TABLE "content_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_versions_name_check" CHECK ("content_versions"."name" in ('videos', 'shop', 'events', 'stories', 'groups'))
);
--> statement-breakpoint
CREATE FUNCTION "notify_kept_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kept_versions', TG_ARGV[0] || ':' || NEW."version");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "forum_version_notify" AFTER UPDATE ON "forum_version"
  FOR EACH ROW EXECUTE FUNCTION "notify_kept_version"('forum');--> statement-breakpoint
CREATE TRIGGER "resource_library_version_notify" AFTER UPDATE ON "resource_library_version"
  FOR EACH ROW EXECUTE FUNCTION "notify_kept_version"('library');--> statement-breakpoint
CREATE TRIGGER "buddy_version_notify" AFTER UPDATE ON "buddy_version"
  FOR EACH ROW EXECUTE FUNCTION "notify_kept_version"('buddy');--> statement-breakpoint
CREATE TRIGGER "assistant_version_notify" AFTER UPDATE ON "assistant_version"
  FOR EACH ROW EXECUTE FUNCTION "notify_kept_version"('assistant');--> statement-breakpoint
CREATE TRIGGER "site_settings_version_notify" AFTER UPDATE OF "version" ON "site_settings"
  FOR EACH ROW WHEN (OLD."version" IS DISTINCT FROM NEW."version") EXECUTE FUNCTION "notify_kept_version"('settings');--> statement-breakpoint
INSERT INTO "content_versions" ("name") VALUES ('videos'), ('shop'), ('events'), ('stories'), ('groups');--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "notify_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kept_versions', NEW."name" || ':' || NEW."version");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "content_versions_notify" AFTER UPDATE ON "content_versions"
  FOR EACH ROW EXECUTE FUNCTION "notify_content_version"();--> statement-breakpoint
CREATE TRIGGER "videos_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "videos"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('videos');--> statement-breakpoint
CREATE TRIGGER "products_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('shop');--> statement-breakpoint
CREATE TRIGGER "product_variants_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_variants"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('shop');--> statement-breakpoint
CREATE TRIGGER "product_images_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('shop');--> statement-breakpoint
CREATE TRIGGER "product_reviews_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('shop');--> statement-breakpoint
CREATE TRIGGER "review_helpful_votes_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review_helpful_votes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('shop');--> statement-breakpoint
CREATE TRIGGER "stock_holds_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stock_holds"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('shop');--> statement-breakpoint
CREATE TRIGGER "events_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('events');--> statement-breakpoint
CREATE TRIGGER "event_registrations_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('events');--> statement-breakpoint
CREATE TRIGGER "stories_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('stories');
--> statement-breakpoint
CREATE TRIGGER "support_groups_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "support_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('groups');
