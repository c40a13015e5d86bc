CREATE TABLE "payment_intent_links" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_refund_range" CHECK ("donation_payments"."refunded_cents" between 0 and "donation_payments"."amount_cents");--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_refund_range" CHECK ("membership_payments"."refunded_cents" between 0 and "membership_payments"."amount_cents");