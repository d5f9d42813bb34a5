ALTER TABLE "payments" DROP CONSTRAINT "payments_renewal_id_membership_actions_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "renewal_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_renewal_id_membership_actions_id_fk" FOREIGN KEY ("renewal_id") REFERENCES "public"."membership_actions"("id") ON DELETE set null ON UPDATE no action;