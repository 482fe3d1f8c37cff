import { publicApi } from '../../../../../features/content/public-api';
import { locationSuggestions } from '../../../../../features/search/location-suggestions';
import { AnswerCache } from '../answer-cache';

import { readLocationQuery } from './query-input';

/**
 * Answers kept by this process (issue 24): one per typed text, each at most eight places (under
 * 2 kB), so 5,000 take about 10 MB and hold every prefix visitors commonly type. Kept an hour,
 * as long as a browser keeps it (`LOCATION_SUGGESTIONS_CACHE_CONTROL`: `max-age=3600`): the
 * places change only when the API loads new reference data.
 */
const answers = new AnswerCache({ maxEntries: 5000, ttlMs: 60 * 60_000 });

/**
 * §7 `GET /next/api/common/location-suggestions?query=`: cities and streets for the location
 * box, from the API's `/search/locations` (see `locationSuggestions`). Public, no session.
 * 200 `{ items }` with `public, max-age=3600, s-maxage=86400` (reference data; the query is part
 * of the URL, so every cache keys the answer by it); 400 `invalid_request` for a missing,
 * repeated or over-long `query`; the API's error with its status (502 when unreachable); errors
 * `no-store`. Successful answers are served from {@link answers}.
 */
export async function GET(request: Request): Promise<Response> {
  const input = readLocationQuery(new URL(request.url));
  if ('response' in input) return input.response;
  return answers.answer(input.query, async () => {
    const answer = await locationSuggestions(publicApi(), input.query);
    return Response.json(answer.body, {
      status: answer.status,
      headers: { 'Cache-Control': answer.cacheControl },
    });
  });
}
