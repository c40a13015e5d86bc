CREATE TABLE "buddy_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"message" text,
	"conversation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by_id" uuid,
	"requester_rating" integer,
	"requester_feedback" text,
	"recipient_rating" integer,
	"recipient_feedback" text,
	CONSTRAINT "buddy_matches_status_check" CHECK ("buddy_matches"."status" in ('requested', 'accepted', 'declined', 'cancelled', 'completed')),
	CONSTRAINT "buddy_matches_not_self" CHECK ("buddy_matches"."requester_id" <> "buddy_matches"."recipient_id"),
	CONSTRAINT "buddy_matches_rating_check" CHECK ("buddy_matches"."requester_rating" between 1 and 5 and "buddy_matches"."recipient_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shoe_profile_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"size_scale" text NOT NULL,
	"left_foot_size" numeric(3, 1) NOT NULL,
	"right_foot_size" numeric(3, 1) NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shoe_profiles" ADD COLUMN "size_scale" text DEFAULT 'us-kids' NOT NULL;--> statement-breakpoint
ALTER TABLE "shoe_profiles" ADD COLUMN "left_width" text;--> statement-breakpoint
ALTER TABLE "shoe_profiles" ADD COLUMN "right_width" text;--> statement-breakpoint
ALTER TABLE "shoe_profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "shoe_profiles" ADD COLUMN "wearer_birth_year" integer;--> statement-breakpoint
ALTER TABLE "shoe_profiles" ADD COLUMN "tolerance" text DEFAULT 'exact' NOT NULL;--> statement-breakpoint
ALTER TABLE "shoe_profiles" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shoe_profiles" ADD COLUMN "brand_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shoe_profiles" ADD COLUMN "type_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shoe_profiles" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shoe_profiles" ADD COLUMN "confirm_by" timestamp with time zone DEFAULT now() + interval '90 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "buddy_matches" ADD CONSTRAINT "buddy_matches_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_matches" ADD CONSTRAINT "buddy_matches_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_matches" ADD CONSTRAINT "buddy_matches_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_matches" ADD CONSTRAINT "buddy_matches_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoe_profile_history" ADD CONSTRAINT "shoe_profile_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buddy_matches_open_pair_idx" ON "buddy_matches" USING btree (least("requester_id", "recipient_id"),greatest("requester_id", "recipient_id")) WHERE "buddy_matches"."status" in ('requested', 'accepted');--> statement-breakpoint
CREATE INDEX "buddy_matches_requester_idx" ON "buddy_matches" USING btree ("requester_id","status");--> statement-breakpoint
CREATE INDEX "buddy_matches_recipient_idx" ON "buddy_matches" USING btree ("recipient_id","status");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shoe_profile_history_user_idx" ON "shoe_profile_history" USING btree ("user_id","saved_at");--> statement-breakpoint
CREATE INDEX "shoe_profiles_match_idx" ON "shoe_profiles" USING btree ("size_scale","left_foot_size","right_foot_size","confirmed_at" DESC NULLS LAST) WHERE not "shoe_profiles"."paused" and "shoe_profiles"."left_foot_size" <> "shoe_profiles"."right_foot_size";--> statement-breakpoint
ALTER TABLE "shoe_profiles" ADD CONSTRAINT "shoe_profiles_scale_check" CHECK ("shoe_profiles"."size_scale" in ('us-kids', 'us-youth', 'us-women', 'us-men'));--> statement-breakpoint
ALTER TABLE "shoe_profiles" ADD CONSTRAINT "shoe_profiles_tolerance_check" CHECK ("shoe_profiles"."tolerance" in ('exact', 'half'));--> statement-breakpoint
UPDATE "shoe_profiles" SET "confirmed_at" = "updated_at", "confirm_by" = "updated_at" + interval '90 days';--> statement-breakpoint
INSERT INTO "shoe_profile_history" ("user_id", "size_scale", "left_foot_size", "right_foot_size", "saved_at")
  SELECT "user_id", "size_scale", "left_foot_size", "right_foot_size", "updated_at" FROM "shoe_profiles";
