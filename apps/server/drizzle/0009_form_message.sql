ALTER TABLE "form_submissions" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_language_check" CHECK ("form_submissions"."language" in ('en', 'ar'));