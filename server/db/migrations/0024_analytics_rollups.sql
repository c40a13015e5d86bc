CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "analytics_daily_metric_day_key_pk" PRIMARY KEY("metric","day","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_monthly" (
	"month" date NOT NULL,
	"metric" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "analytics_monthly_metric_month_key_pk" PRIMARY KEY("metric","month","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"name" text PRIMARY KEY NOT NULL,
	"computed_through" date,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"term" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_area_check" CHECK ("search_misses"."area" in ('library', 'forum'))
);
--> statement-breakpoint
CREATE INDEX "search_misses_created_at_idx" ON "search_misses" USING btree ("created_at");