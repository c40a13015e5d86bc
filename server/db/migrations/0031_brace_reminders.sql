CREATE TABLE "brace_reminders" (
	"child_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"boots_on_time" text,
	"skin_check_time" text,
	"milestones" boolean DEFAULT false NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"next_boots_on" timestamp with time zone,
	"next_skin_check" timestamp with time zone,
	"next_milestones" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brace_reminders_child_id_user_id_pk" PRIMARY KEY("child_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "brace_reminders" ADD CONSTRAINT "brace_reminders_child_id_brace_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."brace_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brace_reminders" ADD CONSTRAINT "brace_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brace_reminders_boots_idx" ON "brace_reminders" USING btree ("next_boots_on");--> statement-breakpoint
CREATE INDEX "brace_reminders_skin_idx" ON "brace_reminders" USING btree ("next_skin_check");--> statement-breakpoint
CREATE INDEX "brace_reminders_milestones_idx" ON "brace_reminders" USING btree ("next_milestones");