CREATE TABLE "donation_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text NOT NULL,
	"failure_message" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receipt_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" uuid,
	"email" text,
	"provider" text NOT NULL,
	"provider_payment_intent_id" text,
	"provider_subscription_id" text,
	"provider_customer_id" text,
	"idempotency_key" text NOT NULL,
	"manage_token_hash" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "donations_amount_range" CHECK ("donations"."amount_cents" between 500 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"subscription_id" text,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donation_payments_ref_idx" ON "donation_payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "donation_payments_donation_idx" ON "donation_payments" USING btree ("donation_id","created_at");--> statement-breakpoint
CREATE INDEX "donation_payments_paid_idx" ON "donation_payments" USING btree ("paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_idempotency_idx" ON "donations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_payment_intent_idx" ON "donations" USING btree ("provider_payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_subscription_idx" ON "donations" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_manage_token_idx" ON "donations" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE INDEX "donations_user_idx" ON "donations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "donations_created_idx" ON "donations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_payment_intents_idempotency_idx" ON "test_payment_intents" USING btree ("idempotency_key");