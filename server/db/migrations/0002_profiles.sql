CREATE TABLE "shoe_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"left_foot_size" numeric(3, 1) NOT NULL,
	"right_foot_size" numeric(3, 1) NOT NULL,
	"preferred_brands" text,
	"shoe_types" text,
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shoe_profiles_left_range" CHECK ("shoe_profiles"."left_foot_size" between 0 and 20),
	CONSTRAINT "shoe_profiles_right_range" CHECK ("shoe_profiles"."right_foot_size" between 0 and 20)
);
--> statement-breakpoint
ALTER TABLE "shoe_profiles" ADD CONSTRAINT "shoe_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;