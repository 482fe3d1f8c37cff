-- The alerts' maximum rent joins both pre-selection indexes as a range key (no maximum = the
-- largest integer), so a new listing's rent bounds the scan: in a large city a listing lies in
-- thousands of radius boxes, most of which its rent rules out (bench:alerts). btree_gist gives
-- GiST an integer column; it ships with PostgreSQL's contrib modules and is a trusted extension.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX "search_alerts_city_rent_idx";--> statement-breakpoint
DROP INDEX "search_alerts_box_idx";--> statement-breakpoint
CREATE INDEX "search_alerts_city_rent_idx" ON "search_alerts" USING btree ("city_id",coalesce("max_rent_cents", 2147483647)) WHERE "search_alerts"."city_id" is not null and "search_alerts"."paused_at" is null;--> statement-breakpoint
CREATE INDEX "search_alerts_box_idx" ON "search_alerts" USING gist (box(point("lng_lo", "lat_lo"), point("lng_hi", "lat_hi")),coalesce("max_rent_cents", 2147483647)) WHERE "search_alerts"."lat_lo" is not null and "search_alerts"."paused_at" is null;