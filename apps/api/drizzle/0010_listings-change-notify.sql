-- The GiST point index from the first schema is unused: radius and map searches walk the latitude
-- band of listings_visible_geo_idx (real btree statistics). Dropping it makes every write cheaper.
DROP INDEX "listings_visible_point_idx";--> statement-breakpoint
-- Every committed change of listings or listing photos notifies the channel 'listings_changed',
-- so each API process forgets its cached search answers (src/search/listings-change-listener.ts).
-- PostgreSQL sends one notification per transaction however many rows changed. A view counted on
-- the advert page changes only `views`, which no search shows, so it notifies nobody.
CREATE OR REPLACE FUNCTION notify_listings_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listings_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_changed_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_changed();--> statement-breakpoint
CREATE TRIGGER listings_changed_update AFTER UPDATE ON listings
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'views') IS DISTINCT FROM (to_jsonb(NEW) - 'views'))
  EXECUTE FUNCTION notify_listings_changed();--> statement-breakpoint
CREATE TRIGGER listing_photos_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listing_photos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_changed();
