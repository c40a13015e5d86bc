CREATE TABLE "brace_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brace_invites" ADD CONSTRAINT "brace_invites_child_id_brace_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."brace_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brace_invites" ADD CONSTRAINT "brace_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brace_invites_token_idx" ON "brace_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "brace_invites_child_idx" ON "brace_invites" USING btree ("child_id");