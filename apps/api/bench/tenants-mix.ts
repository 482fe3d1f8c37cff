/**
 * The request mix of `pnpm bench:tenants` (`tenants.ts`): tenant searches (§7
 * `POST /tenant/findtenants`) as landlords make them — page one of large cities (weighted by the
 * profiles seeking them), small cities, filters (budget, occupation, gender, age, furnishing,
 * household), deeper pages, every sort, and the whole country.
 */
import type { LoadRequest } from './fixed-rate-load.js';

/** A city of the sample, with how many profiles seek it. */
export interface TenantSampleCity {
  slug: string;
  profiles: number;
}

/**
 * Request makers over a sample of cities.
 *
 * @param cities cities by profiles seeking them, most first (at least 20)
 * @param random a seeded [0,1) source
 * @returns `mixed()`: the next request of the mix; `parts`: the share of each kind, percent
 */
export function tenantSearchMix(cities: readonly TenantSampleCity[], random: () => number) {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const total = cities.reduce((sum, c) => sum + c.profiles, 0);
  const weightedCity = (): string => {
    let left = random() * total;
    for (const c of cities) {
      left -= c.profiles;
      if (left <= 0) return c.slug;
    }
    return (cities[0] as TenantSampleCity).slug;
  };
  const smallCity = () => pick(cities.slice(Math.min(50, cities.length - 10))).slug;
  const request = (slug: string, extra: Record<string, unknown> = {}): LoadRequest => ({
    method: 'POST',
    path: '/tenant/findtenants',
    body: JSON.stringify({
      location: { name: '', cityName: '', citySlug: slug },
      listingTypeIDs: [],
      radiusID: 5,
      rowsPerPage: 20,
      pageNo: 1,
      listingSortOptionID: random() < 0.6 ? 0 : pick([1, 2, 3]),
      tenantsWithImageOnly: random() < 0.8,
      ...extra,
    }),
  });
  const filters = (): Record<string, unknown> => {
    const all: Record<string, unknown>[] = [
      { maxRentalPriceID: pick([500, 600, 700, 800, 1000, 1500]) },
      { suitableForStatusIDs: pick([[1], [1, 2], [4], [4, 8]]) },
      { suitableForGenderIDs: [pick([1, 2])] },
      { suitableForMinAge: pick([18, 21, 25]), suitableForMaxAge: pick([24, 30, 40]) },
      { furnishings: [pick([1, 2, 4])] },
      { suitableForNumberOfPersonsID: 1 },
      { surfaceMinimumID: pick([12, 16, 20, 30]) },
    ];
    const chosen: Record<string, unknown> = {};
    for (let n = 1 + Math.floor(random() * 3); n > 0; n--) Object.assign(chosen, pick(all));
    return chosen;
  };
  const parts: [number, string, () => LoadRequest][] = [
    [35, 'city page 1 (weighted by profiles)', () => request(weightedCity())],
    [15, 'small city', () => request(smallCity())],
    [20, 'city with filters', () => request(weightedCity(), filters())],
    [10, 'city pages 2-5', () => request(weightedCity(), { pageNo: 2 + Math.floor(random() * 4) })],
    [10, 'whole country', () => request('')],
    [10, 'whole country with filters', () => request('', filters())],
  ];
  return {
    parts: parts.map(([share, name]) => `${share}% ${name}`),
    mixed: (): LoadRequest => {
      let left = random() * 100;
      for (const [share, , make] of parts) {
        left -= share;
        if (left <= 0) return make();
      }
      return (parts[0] as [number, string, () => LoadRequest])[2]();
    },
  };
}
