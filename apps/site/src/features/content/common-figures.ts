import { ErrorCode, isRoomsError } from '@rooms/domain';
import { z } from 'zod';

import type { RoomsClient } from '@rooms/api-client';

/**
 * Cache header of a successful figure answer (issue 24). The API sends none for these calls
 * (`/tenant/activetenantscount`, `/listing/averagerentoutdays`): they are aggregates over all
 * accounts or all rented-out adverts, the same for every visitor, that move by a fraction of a
 * percent a day and are shown rounded on the rent-out pages. So browsers keep an answer five
 * minutes, shared caches (CDN, reverse proxy) an hour, and may serve it up to a day stale while
 * they refresh it in the background; the site's own server keeps it as long as a browser
 * (`src/app/next/api/common/answer-cache.ts`).
 */
export const FIGURES_CACHE_CONTROL =
  'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

/**
 * Cache header of a 4xx answer (bad input, unknown city): not stored. Recomputing one costs
 * nothing (validation, or one indexed lookup), while a stored 404 would hide a city added by the
 * next reference-data load and a stored 400 could outlive a fixed link.
 */
export const CLIENT_ERROR_CACHE_CONTROL = 'no-store';

/** Longest accepted `cityName`, in characters (the API's limit). */
export const MAX_CITY_NAME_LENGTH = 100;

/** The §8 error body of the same-origin routes (no internal URL, no stack). */
export interface FigureErrorBody {
  readonly code: string;
  readonly message: string;
  readonly data?: unknown;
}

const cityNameSchema = z.string().trim().min(1).max(MAX_CITY_NAME_LENGTH);

function json(body: unknown, status: number, cacheControl: string): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': cacheControl } });
}

function invalidCityName(message: string): Response {
  const body: FigureErrorBody = {
    code: ErrorCode.InvalidRequest,
    message: 'Invalid request',
    data: { fields: [{ field: 'cityName', message }] },
  };
  return json(body, 400, CLIENT_ERROR_CACHE_CONTROL);
}

/**
 * Reads the `cityName` query parameter of a figure route.
 *
 * @param url the request URL
 * @param required whether a missing parameter is an error
 * @returns the trimmed name (`undefined` when absent and optional), or a 400 §8 response
 *   (`invalid_request`, naming the field) when it is missing but required, blank, repeated or
 *   longer than {@link MAX_CITY_NAME_LENGTH}
 */
export function readCityName(
  url: URL,
  required: boolean,
): { readonly cityName: string | undefined } | { readonly response: Response } {
  const values = url.searchParams.getAll('cityName');
  if (values.length === 0) {
    return required
      ? { response: invalidCityName('cityName is required') }
      : { cityName: undefined };
  }
  if (values.length > 1) return { response: invalidCityName('cityName must be given once') };
  const parsed = cityNameSchema.safeParse(values[0]);
  if (!parsed.success) {
    return {
      response: invalidCityName(
        `cityName must be 1 to ${MAX_CITY_NAME_LENGTH} characters after trimming`,
      ),
    };
  }
  return { cityName: parsed.data };
}

/**
 * Turns a failed API call into a §8 response: the API's code, message and data with its 4xx or
 * 5xx status; a failure without a usable status (network, timeout) becomes 502 with its own
 * code. Never leaks the internal API URL.
 */
function errorResponse(error: unknown): Response {
  if (!isRoomsError(error)) {
    return json({ code: ErrorCode.Unknown, message: 'Unknown error' }, 502, 'no-store');
  }
  const status = error.status >= 400 && error.status <= 599 ? error.status : 502;
  const body: FigureErrorBody = {
    code: String(error.code),
    message: error.message,
    ...(error.data === undefined ? {} : { data: error.data }),
  };
  return json(body, status, status < 500 ? CLIENT_ERROR_CACHE_CONTROL : 'no-store');
}

/**
 * `GET /next/api/common/active-tenant-count?cityName=` (§7): the number of tenants looking for
 * a home, from the API's `GET /tenant/activetenantscount`. The answer is passed on as is:
 * `{ count, scope: 'city' | 'national', cityName }`.
 *
 * @param request the incoming request; `cityName` is optional (1 to 100 characters when given)
 * @param api the API client (public, cookie-free)
 * @returns 200 with the count and {@link FIGURES_CACHE_CONTROL}; 400 `invalid_request` for a
 *   bad `cityName`; the API's status and §8 body when it fails; 502 when it cannot be reached
 */
export async function activeTenantCountResponse(
  request: Request,
  api: RoomsClient,
): Promise<Response> {
  const input = readCityName(new URL(request.url), false);
  if ('response' in input) return input.response;
  try {
    const { data } = await api.GET('/tenant/activetenantscount', {
      params: { query: input.cityName === undefined ? {} : { cityName: input.cityName } },
    });
    return json(data, 200, FIGURES_CACHE_CONTROL);
  } catch (error) {
    return errorResponse(error);
  }
}

/**
 * `GET /next/api/common/average-rentout-day?cityName=` (§7): the average number of days until
 * an advert of a city is rented out, from the API's `GET /listing/averagerentoutdays`. The
 * answer is passed on as is: `{ cityName, averageDays, sampleSize, basis }`, where basis tells
 * whether the city's own adverts, the national average or the 30-day default was used.
 *
 * @param request the incoming request; `cityName` is required (a name or a slug, 1 to 100
 *   characters)
 * @param api the API client (public, cookie-free)
 * @returns 200 with the average and {@link FIGURES_CACHE_CONTROL}; 400 `invalid_request` for a
 *   missing or bad `cityName`; 404 `http_404` for an unknown city; 502 when the API cannot be
 *   reached
 */
export async function averageRentOutDaysResponse(
  request: Request,
  api: RoomsClient,
): Promise<Response> {
  const input = readCityName(new URL(request.url), true);
  if ('response' in input) return input.response;
  try {
    const { data } = await api.GET('/listing/averagerentoutdays', {
      params: { query: { cityName: input.cityName ?? '' } },
    });
    return json(data, 200, FIGURES_CACHE_CONTROL);
  } catch (error) {
    return errorResponse(error);
  }
}
