CREATE TABLE "user_month_counts" (
	"role" text NOT NULL,
	"month" timestamp NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_month_counts_role_month_pk" PRIMARY KEY("role","month")
);
--> statement-breakpoint
-- Hand-written: the counts of the users already there per role and UTC month of joining (the month's start, in
-- UTC whatever the session's time zone), then statement-level triggers (one statement per insert, delete or
-- update, even in bulk) that keep them. A month whose last user leaves loses its row.
INSERT INTO "user_month_counts" ("role", "month", "count")
  SELECT "role", date_trunc('month', "created_at" AT TIME ZONE 'UTC'), count(*) FROM "users" GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "user_month_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_month_counts" ("role", "month", "count")
    SELECT "role", date_trunc('month', "created_at" AT TIME ZONE 'UTC'), count(*) FROM "new_rows" GROUP BY 1, 2
    ON CONFLICT ("role", "month") DO UPDATE SET "count" = "user_month_counts"."count" + EXCLUDED."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_month_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_month_counts" SET "count" = "user_month_counts"."count" - "gone"."n"
    FROM (SELECT "role", date_trunc('month', "created_at" AT TIME ZONE 'UTC') AS "month", count(*) AS "n"
          FROM "old_rows" GROUP BY 1, 2) AS "gone"
    WHERE "user_month_counts"."role" = "gone"."role" AND "user_month_counts"."month" = "gone"."month";
  DELETE FROM "user_month_counts" WHERE "count" = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_month_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "old_rows" JOIN "new_rows" USING ("id")
             WHERE "old_rows"."role" <> "new_rows"."role"
                OR date_trunc('month', "old_rows"."created_at" AT TIME ZONE 'UTC')
                   <> date_trunc('month', "new_rows"."created_at" AT TIME ZONE 'UTC')) THEN
    UPDATE "user_month_counts" SET "count" = "user_month_counts"."count" - "gone"."n"
      FROM (SELECT "role", date_trunc('month', "created_at" AT TIME ZONE 'UTC') AS "month", count(*) AS "n"
            FROM "old_rows" GROUP BY 1, 2) AS "gone"
      WHERE "user_month_counts"."role" = "gone"."role" AND "user_month_counts"."month" = "gone"."month";
    INSERT INTO "user_month_counts" ("role", "month", "count")
      SELECT "role", date_trunc('month', "created_at" AT TIME ZONE 'UTC'), count(*) FROM "new_rows" GROUP BY 1, 2
      ON CONFLICT ("role", "month") DO UPDATE SET "count" = "user_month_counts"."count" + EXCLUDED."count";
    DELETE FROM "user_month_counts" WHERE "count" = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_month_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_month_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "users_month_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_month_counts_remove"();
--> statement-breakpoint
CREATE TRIGGER "users_month_count_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_month_counts_move"();
