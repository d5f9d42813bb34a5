ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "login_failures" RENAME COLUMN "user_id" TO "key";--> statement-breakpoint
-- Hand-added (drizzle-kit emits the rename without it): the key is an account's id, or a hash of a name typed at
-- login that no account has, so an unknown name costs the same statements as a wrong password.
ALTER TABLE "login_failures" ALTER COLUMN "key" SET DATA TYPE text;
