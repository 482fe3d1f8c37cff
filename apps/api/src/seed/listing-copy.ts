/**
 * Copies of existing listings rows (every column but the id), for seeds and benchmarks that need
 * more adverts like the ones there are.
 */
import type pg from 'pg';

/**
 * The quoted, comma-separated column list of `listings` without `id`, as the database has it
 * (so a copy never misses a column a later migration added).
 *
 * @param client a connection
 * @returns e.g. `"landlord_id", "listing_type", …`
 */
export async function listingColumnsWithoutId(client: pg.ClientBase | pg.Pool): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'listings'
        AND column_name <> 'id' AND is_generated = 'NEVER'
      ORDER BY ordinal_position`,
  );
  return rows.map(({ name }) => `"${name}"`).join(', ');
}
