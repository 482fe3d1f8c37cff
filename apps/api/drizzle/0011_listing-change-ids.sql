-- Notifications of listing changes now name the changed listings (comma-separated ids), so every
-- API process can update its in-memory search index listing by listing instead of loading all
-- (src/search/live-listing-index.ts). A payload holds at most 8000 bytes: a larger change says
-- '*' (everything), as TRUNCATE does. Transition tables need one trigger per event.
DROP TRIGGER listings_changed_insert_delete ON listings;--> statement-breakpoint
DROP TRIGGER listings_changed_update ON listings;--> statement-breakpoint
DROP TRIGGER listing_photos_changed ON listing_photos;--> statement-breakpoint
DROP FUNCTION notify_listings_changed();--> statement-breakpoint
CREATE FUNCTION notify_listing_ids(ids int[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  payload := array_to_string(ids, ',');
  IF length(payload) > 7900 THEN
    payload := '*';
  END IF;
  PERFORM pg_notify('listings_changed', payload);
END $$;--> statement-breakpoint
-- A view counted on the advert page changes only `views`, which no search shows: not a change.
CREATE FUNCTION notify_listing_rows_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM notify_listing_ids(array(SELECT id FROM new_rows ORDER BY id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM notify_listing_ids(array(SELECT id FROM old_rows ORDER BY id));
  ELSE
    PERFORM notify_listing_ids(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (to_jsonb(o) - 'views') IS DISTINCT FROM (to_jsonb(n) - 'views') ORDER BY n.id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION notify_listing_photo_rows_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM notify_listing_ids(array(SELECT DISTINCT listing_id FROM new_rows ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM notify_listing_ids(array(SELECT DISTINCT listing_id FROM old_rows ORDER BY 1));
  ELSE
    PERFORM notify_listing_ids(array(
      SELECT listing_id FROM new_rows UNION SELECT listing_id FROM old_rows ORDER BY 1));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION notify_all_listings_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listings_changed', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_changed_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listing_rows_changed();--> statement-breakpoint
CREATE TRIGGER listings_changed_update AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listing_rows_changed();--> statement-breakpoint
CREATE TRIGGER listings_changed_delete AFTER DELETE ON listings
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listing_rows_changed();--> statement-breakpoint
CREATE TRIGGER listings_truncated AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_listings_changed();--> statement-breakpoint
CREATE TRIGGER listing_photos_changed_insert AFTER INSERT ON listing_photos
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listing_photo_rows_changed();--> statement-breakpoint
CREATE TRIGGER listing_photos_changed_update AFTER UPDATE ON listing_photos
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listing_photo_rows_changed();--> statement-breakpoint
CREATE TRIGGER listing_photos_changed_delete AFTER DELETE ON listing_photos
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listing_photo_rows_changed();--> statement-breakpoint
CREATE TRIGGER listing_photos_truncated AFTER TRUNCATE ON listing_photos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_listings_changed();
