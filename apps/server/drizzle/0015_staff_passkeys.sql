CREATE TABLE "club_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"staff_passkeys_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "club_settings_one_row" CHECK ("club_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;