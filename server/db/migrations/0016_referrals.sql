CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"handled_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_matches" (
	"referral_id" uuid NOT NULL,
	"specialist_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "referral_matches_referral_id_specialist_id_pk" PRIMARY KEY("referral_id","specialist_id")
);
--> statement-breakpoint
CREATE TABLE "referral_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"age" integer NOT NULL,
	"affected_foot" text NOT NULL,
	"treatment_stage" text NOT NULL,
	"additional_info" text DEFAULT '' NOT NULL,
	"urgency" text DEFAULT 'medium' NOT NULL,
	"preferred_language" text,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_policy_version" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text,
	"choose_token_hash" text,
	"chosen_specialist_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"matched_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_reason" text,
	CONSTRAINT "referral_requests_age_range" CHECK ("referral_requests"."age" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "specialists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"clinic" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"email" text,
	"phone" text,
	"website" text,
	"ponseti_trained" boolean DEFAULT true NOT NULL,
	"accepting_new_patients" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_matches" ADD CONSTRAINT "referral_matches_referral_id_referral_requests_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referral_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_matches" ADD CONSTRAINT "referral_matches_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_chosen_specialist_id_specialists_id_fk" FOREIGN KEY ("chosen_specialist_id") REFERENCES "public"."specialists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "referral_requests_queue_idx" ON "referral_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "referral_requests_user_idx" ON "referral_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_requests_closed_idx" ON "referral_requests" USING btree ("closed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_requests_choose_token_idx" ON "referral_requests" USING btree ("choose_token_hash");--> statement-breakpoint
CREATE INDEX "specialists_country_idx" ON "specialists" USING btree ("country");