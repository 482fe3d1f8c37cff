/**
 * The demo tenant's search alerts (issue 25), so `/account/alerts` shows the feature with data:
 * rooms in Groningen up to €600 (instant) and studios in Utrecht up to €1,000 (daily digest).
 * Saved after the demo seed is committed, through the same code as the site's saves; the job
 * that matches the seeded listings (queued by the listings' trigger in the seed's transaction)
 * then finds their matches and e-mails the instant alert's.
 */
import {
  AlertFrequency,
  DEFAULT_LISTING_SEARCH_FILTERS,
  RoomsError,
  SearchListingType,
  toListingSearchRequest,
  type ListingSearchFilters,
} from '@rooms/domain';

import { createAlert } from '../alerts/alert-store.js';

import { DEMO_TENANT_EMAIL } from './seed-users.js';

import type { Database } from '../db/database.js';

/** The demo tenant's alerts: a name, a frequency and the search. */
const DEMO_ALERTS: readonly {
  name: string | null;
  frequency: AlertFrequency;
  filters: Partial<ListingSearchFilters>;
}[] = [
  {
    name: 'Kamer dicht bij de RUG',
    frequency: AlertFrequency.Instant,
    filters: {
      searchCategories: [SearchListingType.Room],
      citySlug: 'groningen',
      cityName: 'Groningen',
      maxRent: 600,
    },
  },
  {
    name: null,
    frequency: AlertFrequency.Daily,
    filters: {
      searchCategories: [SearchListingType.Studio],
      citySlug: 'utrecht',
      cityName: 'Utrecht',
      maxRent: 1000,
    },
  },
];

/**
 * Saves the demo tenant's alerts (in Dutch, her language); nothing when she does not exist, and
 * no alert of a city the database lacks.
 *
 * @param database the database, after the demo seed was committed
 * @returns how many alerts were saved
 * @throws database errors
 */
export async function seedDemoAlerts(database: Database): Promise<number> {
  const { rows } = await database.pool.query<{ id: number }>(
    'SELECT id FROM users WHERE email = $1',
    [DEMO_TENANT_EMAIL],
  );
  const tenant = rows[0];
  if (tenant === undefined) return 0;
  let saved = 0;
  for (const alert of DEMO_ALERTS) {
    try {
      await createAlert(database, tenant.id, {
        searchRequest: toListingSearchRequest({
          ...DEFAULT_LISTING_SEARCH_FILTERS,
          ...alert.filters,
        }),
        frequency: alert.frequency,
        name: alert.name,
        language: 'nl',
      });
      saved++;
    } catch (error) {
      // A small seed (tests) may lack the city: that alert is left out.
      if (!(error instanceof RoomsError) || error.status !== 400) throw error;
    }
  }
  return saved;
}
