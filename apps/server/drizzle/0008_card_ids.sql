CREATE TABLE "member_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "member_cards_id_check" CHECK ("member_cards"."id" ~ '^[A-Za-z0-9_-]{22}$')
);
--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_cards_live_key" ON "member_cards" USING btree ("member_id") WHERE "member_cards"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "member_cards_member_idx" ON "member_cards" USING btree ("member_id","revoked_at");