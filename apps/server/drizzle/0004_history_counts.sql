CREATE TABLE "history_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written: the counts of the rows already there, then statement-level triggers (one update per statement,
-- even for a bulk insert or a member's cascade) that keep them.
INSERT INTO "history_counts" ("table_name", "count")
  SELECT 'membership_actions', count(*) FROM "membership_actions"
  UNION ALL SELECT 'member_actions', count(*) FROM "member_actions";
--> statement-breakpoint
CREATE FUNCTION "history_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "history_counts" ("table_name", "count")
    SELECT TG_TABLE_NAME, count(*) FROM "new_rows"
    ON CONFLICT ("table_name") DO UPDATE SET "count" = "history_counts"."count" + EXCLUDED."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "history_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "history_counts" SET "count" = "history_counts"."count" - (SELECT count(*) FROM "old_rows")
    WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "membership_actions_count_insert" AFTER INSERT ON "membership_actions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "history_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "membership_actions_count_delete" AFTER DELETE ON "membership_actions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "history_counts_remove"();
--> statement-breakpoint
CREATE TRIGGER "member_actions_count_insert" AFTER INSERT ON "member_actions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "history_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "member_actions_count_delete" AFTER DELETE ON "member_actions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "history_counts_remove"();
