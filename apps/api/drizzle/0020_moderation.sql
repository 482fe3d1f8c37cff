-- Issue 28 (moderation back office): staff roles and blocks on accounts, the fraud rules' holds
-- with their facts, who closed a report and how, reports on tenant profiles, the scam signs found
-- in landlords' messages, the rejection reason a landlord reads, the status a blocked landlord's
-- advert had, and the audit log of every moderator action.
CREATE TABLE "listing_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "listing_holds_trigger" CHECK ("listing_holds"."trigger" in ('publish', 'edit'))
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"action" smallint NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_actions_action" CHECK ("moderation_actions"."action" between 1 and 10),
	CONSTRAINT "moderation_actions_subject" CHECK ("moderation_actions"."subject_type" in ('listing', 'user', 'report', 'conversation'))
);
--> statement-breakpoint
CREATE TABLE "scam_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"signals" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
ALTER TABLE "abuse_reports" DROP CONSTRAINT "abuse_reports_one_subject";--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD COLUMN "tenant_user_id" integer;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD COLUMN "outcome" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rejection_reason" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "status_before_block" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_holds" ADD CONSTRAINT "listing_holds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_holds" ADD CONSTRAINT "listing_holds_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_flags" ADD CONSTRAINT "scam_flags_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_flags" ADD CONSTRAINT "scam_flags_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_flags" ADD CONSTRAINT "scam_flags_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_flags" ADD CONSTRAINT "scam_flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_holds_open_uq" ON "listing_holds" USING btree ("listing_id") WHERE "listing_holds"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "listing_holds_open_age_idx" ON "listing_holds" USING btree ("created_at") WHERE "listing_holds"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "moderation_actions_staff_idx" ON "moderation_actions" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scam_flags_message_uq" ON "scam_flags" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "scam_flags_open_idx" ON "scam_flags" USING btree ("conversation_id","created_at") WHERE "scam_flags"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_tenant_user_id_users_id_fk" FOREIGN KEY ("tenant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abuse_reports_open_idx" ON "abuse_reports" USING btree ("created_at") WHERE "abuse_reports"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "abuse_reports_reporter_tenant_uq" ON "abuse_reports" USING btree ("reporter_id","tenant_user_id");--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_one_subject" CHECK (num_nonnulls("abuse_reports"."conversation_id", "abuse_reports"."listing_id", "abuse_reports"."tenant_user_id") = 1);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role" CHECK ("users"."staff_role" is null or "users"."staff_role" between 1 and 2);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_block_has_start" CHECK ("users"."blocked_until" is null or "users"."blocked_at" is not null);--> statement-breakpoint
-- Adverts held before this migration kept no rules: give each an open hold so the queue shows it.
INSERT INTO "listing_holds" ("listing_id", "trigger", "rules", "created_at")
SELECT "id", 'publish', '[]'::jsonb, coalesce("published_at", "updated_at") FROM "listings" WHERE "status" = 11;
