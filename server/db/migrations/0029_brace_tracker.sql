CREATE TABLE "brace_carers" (
	"child_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brace_carers_child_id_user_id_pk" PRIMARY KEY("child_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "brace_children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"birth_date" date NOT NULL,
	"brace_start_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"full_time_hours" integer DEFAULT 23 NOT NULL,
	"full_time_weeks" integer DEFAULT 12 NOT NULL,
	"part_time_hours" integer DEFAULT 12 NOT NULL,
	"end_age_months" integer DEFAULT 48 NOT NULL,
	"next_visit_date" date,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brace_children_hours" CHECK ("brace_children"."full_time_hours" between 1 and 24 and "brace_children"."part_time_hours" between 1 and 24),
	CONSTRAINT "brace_children_dates" CHECK ("brace_children"."brace_start_date" >= "brace_children"."birth_date")
);
--> statement-breakpoint
CREATE TABLE "brace_days" (
	"child_id" uuid NOT NULL,
	"day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"skin" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brace_days_child_id_day_pk" PRIMARY KEY("child_id","day")
);
--> statement-breakpoint
CREATE TABLE "brace_wear" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"logged_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brace_wear_order" CHECK ("brace_wear"."ended_at" is null or "brace_wear"."ended_at" > "brace_wear"."started_at")
);
--> statement-breakpoint
ALTER TABLE "brace_carers" ADD CONSTRAINT "brace_carers_child_id_brace_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."brace_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brace_carers" ADD CONSTRAINT "brace_carers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brace_children" ADD CONSTRAINT "brace_children_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brace_days" ADD CONSTRAINT "brace_days_child_id_brace_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."brace_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brace_days" ADD CONSTRAINT "brace_days_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brace_wear" ADD CONSTRAINT "brace_wear_child_id_brace_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."brace_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brace_wear" ADD CONSTRAINT "brace_wear_logged_by_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brace_carers_user_idx" ON "brace_carers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "brace_wear_child_started_idx" ON "brace_wear" USING btree ("child_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brace_wear_one_running" ON "brace_wear" USING btree ("child_id") WHERE "brace_wear"."ended_at" is null;