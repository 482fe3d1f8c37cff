import { averageRentOutDaysResponse } from '../../../../../features/content/common-figures';
import { publicApi } from '../../../../../features/content/public-api';
import { AnswerCache } from '../answer-cache';

/**
 * Answers kept by this process (issue 24): one per city name asked for (unknown cities answer
 * 404 and are not kept), so 1,000 holds the country's cities with room for other spellings.
 * Kept five minutes, as long as a browser keeps it (`FIGURES_CACHE_CONTROL`: `max-age=300`).
 */
const answers = new AnswerCache({ maxEntries: 1000, ttlMs: 5 * 60_000 });

/**
 * `GET /next/api/common/average-rentout-day?cityName=` (§7): average days until an advert of a
 * city is rented out, for the live figures of the rent-out pages. See
 * {@link averageRentOutDaysResponse}: 200 with
 * `public, max-age=300, s-maxage=3600, stale-while-revalidate=86400` (an average over every
 * rented-out advert of the city, which a day's changes hardly move; the API sends no header of
 * its own); 400 for a missing or bad `cityName`, 404 for an unknown city and API failures, all
 * `no-store`. Successful answers are served from {@link answers}.
 */
export function GET(request: Request): Promise<Response> {
  const key = new URL(request.url).searchParams.getAll('cityName').join('\n');
  return answers.answer(key, () => averageRentOutDaysResponse(request, publicApi()));
}
