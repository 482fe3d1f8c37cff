import { toRoomsError } from '@rooms/domain';

import type { RoomsClient } from '@rooms/api-client';
import type { LocationSuggestion } from '@rooms/ui/location-box';

/** Most suggestions handed to the location box (the API allows 1 to 25). */
export const LOCATION_SUGGESTION_LIMIT = 8;

/** Longest query passed on to the API (its limit, §7 /search/locations). */
export const LOCATION_QUERY_MAX_LENGTH = 100;

/**
 * Cache header of a suggestion answer (issue 24). The places are reference data (cities and
 * streets of `data/`) that change only when the API loads new reference data, i.e. with a
 * deploy; the API itself sends `public, max-age=300`. Browsers keep an answer an hour, shared
 * caches a day; each typed text is its own URL, so caches key it by the query.
 */
export const LOCATION_SUGGESTIONS_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

/** What the route handler answers: a status and a JSON body. */
export interface LocationSuggestionsAnswer {
  readonly status: number;
  readonly body: { items: LocationSuggestion[] } | { code: string | number; message: string };
  /** Cache-Control header value. */
  readonly cacheControl: string;
}

/**
 * Suggestions of places for a typed text (§7 `GET /next/api/common/location-suggestions`):
 * cities and streets from the API's `/search/locations`, best first, trimmed to the fields the
 * location box shows. An empty text answers no suggestions without calling the API; a longer
 * text than the API accepts is cut. A failing API answers its §8 error with its status
 * (502 when it could not be reached), never a crash.
 *
 * @param api a Rooms API client (server side)
 * @param query what the visitor typed; null when absent
 * @returns status, JSON body and cache header for the route handler
 */
export async function locationSuggestions(
  api: RoomsClient,
  query: string | null,
): Promise<LocationSuggestionsAnswer> {
  const text = (query ?? '').trim().slice(0, LOCATION_QUERY_MAX_LENGTH);
  const cached = LOCATION_SUGGESTIONS_CACHE_CONTROL;
  if (text === '') return { status: 200, body: { items: [] }, cacheControl: cached };
  try {
    const { data } = await api.GET('/search/locations', {
      params: { query: { query: text, limit: LOCATION_SUGGESTION_LIMIT } },
    });
    const items = (data?.items ?? []).map((item): LocationSuggestion => ({
      type: item.type,
      name: item.name,
      cityName: item.cityName,
      citySlug: item.citySlug,
      ...(item.streetSlug ? { streetSlug: item.streetSlug } : {}),
    }));
    return { status: 200, body: { items }, cacheControl: cached };
  } catch (error) {
    const failure = toRoomsError(error);
    const status = failure.status >= 400 ? failure.status : 502;
    return {
      status,
      body: { code: failure.code, message: failure.message },
      cacheControl: 'no-store',
    };
  }
}
