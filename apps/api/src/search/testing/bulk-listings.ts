/**
 * Test support: fills a migrated test database quickly (set-based SQL, `generate_series`) with
 * a realistic spread of listings for query-plan tests — a few hundred cities over the
 * Netherlands whose sizes fall off like real ones (the largest about 6 %), streets, one
 * landlord, ~96 % visible listings, 5 % top adverts, ~30 % with an end date. Deterministic
 * (`setseed`). Not used by the product.
 */
import type pg from 'pg';

/** What {@link insertBulkListings} created. */
export interface BulkListings {
  cities: number;
  streetsPerCity: number;
  listings: number;
}

/**
 * Inserts cities 'city-1'…'city-N' (slug), five streets 'street-1'…'street-5' each, one user
 * and `listings` listings, then ANALYZEs.
 *
 * @param pool a pool on an empty migrated database
 * @param listings how many listings (e.g. 100,000)
 * @param cityCount how many cities (default 300)
 */
export async function insertBulkListings(
  pool: pg.Pool,
  listings: number,
  cityCount = 300,
): Promise<BulkListings> {
  const streetsPerCity = 5;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT setseed(0.42)');
    await client.query(
      `INSERT INTO cities (name, slug, municipality, province, lat, lng, address_count)
       SELECT 'City ' || g, 'city-' || g, 'Municipality ' || g, 'Province',
              50.8 + random() * 2.6, 3.6 + random() * 3.4, (100000 / g)::int
       FROM generate_series(1, $1) g`,
      [cityCount],
    );
    await client.query(
      `INSERT INTO streets (city_id, name, slug, postcode4, lat, lng, address_count)
       SELECT c.id, 'Street ' || s, 'street-' || s, '1000', c.lat + (random() - 0.5) * 0.04,
              c.lng + (random() - 0.5) * 0.06, 100
       FROM cities c CROSS JOIN generate_series(1, $1) s`,
      [streetsPerCity],
    );
    await client.query(
      `INSERT INTO users (email, password_hash, first_name) VALUES ('bulk@example.test', 'x', 'Bulk')`,
    );
    await client.query(
      `INSERT INTO listings (
         landlord_id, listing_type, owner_type, status, city_id, street_id, house_number, postcode,
         lat, lng, surface_m2, furnishing, rent_cents, service_costs_cents, available_from,
         available_to, rental_period, is_bathroom_private, is_toilet_private, is_kitchen_private,
         has_internet, is_smoking_inside_allowed, is_pets_inside_allowed, preferred_genders,
         preferred_age_min, preferred_age_max, preferred_occupations, suitable_for_persons,
         current_residents, current_resident_genders, title, description, top_advert_until,
         published_at)
       SELECT (SELECT min(id) FROM users), t.type, (ARRAY[1, 2, 4, 8])[1 + floor(random() * 4)::int],
         CASE WHEN g % 25 = 12 THEN (ARRAY[-1, 5, 6, 11])[1 + (g / 25) % 4]
              WHEN random() < 0.65 THEN 10 ELSE 4 END,
         st.city_id, st.id, '1', '1000AA',
         st.lat + (random() - 0.5) * 0.01, st.lng + (random() - 0.5) * 0.015,
         CASE t.type WHEN 1 THEN 8 + floor(random() * 22)::int ELSE 20 + floor(random() * 120)::int END,
         (ARRAY[1, 2, 4])[1 + floor(random() * 3)::int],
         (30000 + floor(random() * 250000)::int) / 100 * 100, floor(random() * 10000)::int,
         date '2026-11-01' + floor(random() * 120)::int,
         CASE WHEN random() < 0.3 THEN date '2027-06-01' + floor(random() * 365)::int END,
         NULL,
         random() < 0.3, random() < 0.35, random() < 0.2, random() < 0.7, random() < 0.1, random() < 0.15,
         (ARRAY[1, 2, 4, 8, 8, 8])[1 + floor(random() * 6)::int],
         16 + floor(random() * 10)::int, 30 + floor(random() * 70)::int,
         (ARRAY[1, 3, 4, 7, 15, 15])[1 + floor(random() * 6)::int],
         1 + (random() < 0.3)::int, floor(random() * 9)::int, floor(random() * 4)::int,
         'Listing ' || g, 'A listing for the plan tests.',
         CASE WHEN random() < 0.05 THEN now() + interval '30 days' END,
         now() - random() * interval '365 days'
       FROM generate_series(1, $1) g
       CROSS JOIN LATERAL (SELECT (ARRAY[1, 1, 1, 2, 2, 4, 8, 16])[1 + floor(random() * 8)::int] AS type,
                                  1 + floor($2 * power(random(), 2))::int AS city, 1 + floor(random() * $3)::int AS street
                           WHERE g > 0) t
       JOIN streets st ON st.city_id = t.city AND st.slug = 'street-' || t.street`,
      [listings, cityCount, streetsPerCity],
    );
    // Listings that were deactivated (Inactive 5) some days after publication.
    await client.query(
      `UPDATE listings SET updated_at = published_at + random() * interval '60 days' WHERE status = 5`,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  await pool.query('VACUUM ANALYZE cities, streets, listings');
  return { cities: cityCount, streetsPerCity, listings };
}
