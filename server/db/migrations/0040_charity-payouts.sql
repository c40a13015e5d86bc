CREATE TABLE "charity_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paid_on" date NOT NULL,
	"recipient" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"reference" text,
	"receipt_key" text,
	"receipt_name" text,
	"note" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text,
	"idempotency_key" text,
	CONSTRAINT "charity_payouts_amount_positive" CHECK ("charity_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "charity_payouts" ADD CONSTRAINT "charity_payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_payouts" ADD CONSTRAINT "charity_payouts_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charity_payouts_paid_on_idx" ON "charity_payouts" USING btree ("paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "charity_payouts_idempotency_idx" ON "charity_payouts" USING btree ("idempotency_key");