CREATE TABLE "search_alert_matches" (
	"alert_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "search_alert_matches_alert_id_listing_id_pk" PRIMARY KEY("alert_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "search_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"psa_identifier" text NOT NULL,
	"name" text,
	"frequency" smallint NOT NULL,
	"paused_at" timestamp with time zone,
	"language" text NOT NULL,
	"search_request" jsonb NOT NULL,
	"criteria" jsonb NOT NULL,
	"place" jsonb NOT NULL,
	"criteria_key" text NOT NULL,
	"city_id" integer,
	"lat_lo" double precision,
	"lat_hi" double precision,
	"lng_lo" double precision,
	"lng_hi" double precision,
	"everywhere" boolean DEFAULT false NOT NULL,
	"max_rent_cents" integer,
	"listing_type_mask" smallint NOT NULL,
	"last_emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_alerts_frequency" CHECK ("search_alerts"."frequency" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "search_alert_matches" ADD CONSTRAINT "search_alert_matches_alert_id_search_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alert_matches" ADD CONSTRAINT "search_alert_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_alert_matches_unsent_idx" ON "search_alert_matches" USING btree ("alert_id") WHERE "search_alert_matches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "search_alert_matches_alert_time_idx" ON "search_alert_matches" USING btree ("alert_id","matched_at");--> statement-breakpoint
CREATE INDEX "search_alert_matches_listing_idx" ON "search_alert_matches" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_alerts_psa_uq" ON "search_alerts" USING btree ("psa_identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "search_alerts_user_criteria_uq" ON "search_alerts" USING btree ("user_id","criteria_key");--> statement-breakpoint
CREATE INDEX "search_alerts_city_rent_idx" ON "search_alerts" USING btree ("city_id","max_rent_cents") WHERE "search_alerts"."city_id" is not null and "search_alerts"."paused_at" is null;--> statement-breakpoint
CREATE INDEX "search_alerts_box_idx" ON "search_alerts" USING gist (box(point("lng_lo", "lat_lo"), point("lng_hi", "lat_hi"))) WHERE "search_alerts"."lat_lo" is not null and "search_alerts"."paused_at" is null;--> statement-breakpoint
CREATE INDEX "search_alerts_everywhere_idx" ON "search_alerts" USING btree ("id") WHERE "search_alerts"."everywhere" and "search_alerts"."paused_at" is null;--> statement-breakpoint
-- Search alert matching (src/alerts/alert-matching.ts) as a durable job committed with the change
-- that causes it, whichever code path made it: listings that became visible (published,
-- reactivated, approved: status now in (3, 4, 10), before not) or whose rent dropped while
-- visible. One job per statement, naming the listings.
CREATE FUNCTION enqueue_alert_matching() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT id FROM new_rows WHERE status IN (3, 4, 10) ORDER BY id);
  ELSE
    ids := array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status IN (3, 4, 10)
        AND (o.status NOT IN (3, 4, 10) OR n.rent_cents < o.rent_cents)
      ORDER BY n.id);
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM graphile_worker.add_job('match_search_alerts', json_build_object('listingIds', ids));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_alert_matching_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_alert_matching();--> statement-breakpoint
CREATE TRIGGER listings_alert_matching_update AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_alert_matching();
