CREATE TABLE "membership_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text NOT NULL,
	"failure_message" text,
	"paid_at" timestamp with time zone,
	"period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"level" text NOT NULL,
	"interval" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_period_end" timestamp with time zone,
	"provider" text NOT NULL,
	"provider_subscription_id" text,
	"provider_customer_id" text,
	"idempotency_key" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "memberships_amount_positive" CHECK ("memberships"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "supporter_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_payments_ref_idx" ON "membership_payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "membership_payments_membership_idx" ON "membership_payments" USING btree ("membership_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_idempotency_idx" ON "memberships" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_subscription_idx" ON "memberships" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id","created_at");--> statement-breakpoint
-- The Supporter badge shows beside forum authors: a change of supporter_until makes kept forum answers out of date too.
DROP TRIGGER IF EXISTS "users_update_bumps_forum_version" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_update_bumps_forum_version" AFTER UPDATE OF "first_name", "last_name", "profile_image_url", "role", "is_parent", "is_adult",
  "is_medical_professional", "clubfoot_side", "treatment_stage", "birth_year", "privacy_settings", "deleted_at", "supporter_until" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_forum_version"();
