-- Issue 27 (referrals and cashback): every account's referral code, the code of a pending sign-up,
-- the invitations made with a code (ReferralStatus 1..5) and the cashback of a confirmed rental
-- (CashbackStatus 1..4, once per tenant).
CREATE TABLE "cashbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_user_id" integer NOT NULL,
	"listing_id" integer,
	"conversation_id" integer,
	"payment_id" integer,
	"amount_cents" integer,
	"status" smallint NOT NULL,
	"stripe_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "cashbacks_status" CHECK ("cashbacks"."status" between 1 and 4),
	CONSTRAINT "cashbacks_amount_positive" CHECK ("cashbacks"."amount_cents" is null or "cashbacks"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_user_id" integer NOT NULL,
	"invited_user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"payment_id" integer,
	"clears_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_status" CHECK ("referrals"."status" between 1 and 5),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."inviter_user_id" <> "referrals"."invited_user_id")
);
--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "cashbacks" ADD CONSTRAINT "cashbacks_tenant_user_id_users_id_fk" FOREIGN KEY ("tenant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbacks" ADD CONSTRAINT "cashbacks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbacks" ADD CONSTRAINT "cashbacks_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbacks" ADD CONSTRAINT "cashbacks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invited_user_id_users_id_fk" FOREIGN KEY ("invited_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashbacks_tenant_uq" ON "cashbacks" USING btree ("tenant_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_invited_uq" ON "referrals" USING btree ("invited_user_id");--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_payment_idx" ON "referrals" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_uq" ON "users" USING btree ("referral_code");--> statement-breakpoint
-- 0018 turned the old premium flag into 30 days of `premium_until` without an entitlement row, so
-- the first recompute of such an account (any new grant) would drop them: give them their row
-- (ProductId 238, one month; EntitlementSource Migrated 5).
INSERT INTO "entitlements" ("kind", "user_id", "product_id", "source", "starts_at", "ends_at")
SELECT 1, u."id", 238, 5, now(), u."premium_until" FROM "users" u
WHERE u."premium_until" > now()
  AND NOT EXISTS (SELECT 1 FROM "entitlements" e WHERE e."user_id" = u."id" AND e."kind" = 1);
