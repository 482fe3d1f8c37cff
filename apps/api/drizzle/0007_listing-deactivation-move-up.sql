ALTER TABLE "listings" ADD COLUMN "deactivation_reason" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "moved_up_at" timestamp with time zone;