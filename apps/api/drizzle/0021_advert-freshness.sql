CREATE TABLE "listing_let_reports" (
	"listing_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_let_reports_listing_id_reporter_id_pk" PRIMARY KEY("listing_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "listing_holds" DROP CONSTRAINT "listing_holds_trigger";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "confirmation_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "listing_let_reports" ADD CONSTRAINT "listing_let_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_let_reports" ADD CONSTRAINT "listing_let_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_visible_confirmed_idx" ON "listings" USING btree ("confirmed_at") WHERE "listings"."status" in (3, 4, 10);--> statement-breakpoint
ALTER TABLE "listing_holds" ADD CONSTRAINT "listing_holds_trigger" CHECK ("listing_holds"."trigger" in ('publish', 'edit', 'reports'));--> statement-breakpoint
-- Fresh adverts (issue 28): an advert coming (back) into search — publication, a moderator's
-- approval, a reactivation, the end of its landlord's block — counts as confirmed now, so the
-- freshness job never takes out an advert that just returned, whichever call brought it back.
-- A confirmation spends the open one-click link.
CREATE OR REPLACE FUNCTION listings_confirmed_when_visible() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN (3, 4, 10) AND OLD.status NOT IN (3, 4, 10) THEN
    NEW.confirmed_at := now();
  END IF;
  IF NEW.confirmed_at IS DISTINCT FROM OLD.confirmed_at THEN
    NEW.confirmation_token_hash := NULL;
    NEW.confirmation_reminded_at := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_confirmed_when_visible BEFORE UPDATE OF status, confirmed_at ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_confirmed_when_visible();
