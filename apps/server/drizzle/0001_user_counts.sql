CREATE TABLE "user_counts" (
	"role" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written: the counts of the users already there, then statement-level triggers (one update per
-- statement, even for a bulk insert) that keep them.
INSERT INTO "user_counts" ("role", "count") SELECT "role", count(*) FROM "users" GROUP BY "role";
--> statement-breakpoint
CREATE FUNCTION "user_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_counts" ("role", "count")
    SELECT "role", count(*) FROM "new_rows" GROUP BY "role"
    ON CONFLICT ("role") DO UPDATE SET "count" = "user_counts"."count" + EXCLUDED."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_counts" SET "count" = "user_counts"."count" - "gone"."n"
    FROM (SELECT "role", count(*) AS "n" FROM "old_rows" GROUP BY "role") AS "gone"
    WHERE "user_counts"."role" = "gone"."role";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "old_rows" JOIN "new_rows" USING ("id") WHERE "old_rows"."role" <> "new_rows"."role") THEN
    UPDATE "user_counts" SET "count" = "user_counts"."count" - "gone"."n"
      FROM (SELECT "role", count(*) AS "n" FROM "old_rows" GROUP BY "role") AS "gone"
      WHERE "user_counts"."role" = "gone"."role";
    INSERT INTO "user_counts" ("role", "count")
      SELECT "role", count(*) FROM "new_rows" GROUP BY "role"
      ON CONFLICT ("role") DO UPDATE SET "count" = "user_counts"."count" + EXCLUDED."count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_remove"();
--> statement-breakpoint
CREATE TRIGGER "users_count_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_move"();
