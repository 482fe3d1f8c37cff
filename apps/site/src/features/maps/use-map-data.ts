'use client';

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { browserApi } from '../../client/browser-api';

import type { operations } from '@rooms/api-client';
import type { ListingSearchRequest } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** Answer of `POST /listing/findmapdata` (§7): markers, `truncated`, `cap`, the searched box. */
export type MapData = Json<operations['findMapData']['responses'][200]>;
/** One compact marker: `{ id, lat, lng, rentCents, listingType }` (degrees, euro cents). */
export type MapMarker = MapData['markers'][number];
/** One page of `POST /listing/findMaplistings` (§7): result cards and the total in the box. */
export type MapListingsPage = Json<operations['findMapListings']['responses'][200]>;
/** A result card of the box (§3 listing fields; rent in euro cents, surface m²). */
export type MapListingCard = MapListingsPage['listings'][number];
/** Answer of `GET /listing/details` (§7). */
export type ListingDetails = Json<operations['getListingDetails']['responses'][200]>;
/** Answer of `GET /gis/slugs/{slugId}` (§7): a city or a street with its centre. */
export type ResolvedSlug = Json<operations['resolveSlug']['responses'][200]>;

/** Data of the map seldom changes while someone looks at it: keep answers for a minute. */
const MAP_STALE_MS = 60_000;

/**
 * The markers inside the request's box (§7 `POST /listing/findmapdata`). While a new box
 * loads, the previous markers stay on the map (no flashing).
 *
 * @param locale language of the page (Accept-Language)
 * @param request the search request with the box (see `mapSearchRequest`); null waits
 * @returns the TanStack query; errors are `RoomsError` (§8)
 */
export function useMapMarkers(locale: Locale, request: ListingSearchRequest | null) {
  return useQuery({
    queryKey: ['listing', 'findmapdata', request],
    queryFn: async ({ signal }): Promise<MapData> => {
      const { data } = await browserApi(locale).POST('/listing/findmapdata', {
        body: request as ListingSearchRequest,
        signal,
      });
      return data as MapData;
    },
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: MAP_STALE_MS,
  });
}

/**
 * The result cards inside the request's box, page by page (§7 `POST /listing/findMaplistings`),
 * for the list beside the map. `fetchNextPage` loads the next page; the previous box's cards
 * stay visible while a new box loads.
 *
 * @param locale language of the page (Accept-Language)
 * @param request the search request with the box; its `pageNo` is replaced; null waits
 * @returns the TanStack infinite query; errors are `RoomsError` (§8)
 */
export function useMapListings(locale: Locale, request: ListingSearchRequest | null) {
  return useInfiniteQuery({
    queryKey: ['listing', 'findMaplistings', request],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<MapListingsPage> => {
      const { data } = await browserApi(locale).POST('/listing/findMaplistings', {
        body: { ...(request as ListingSearchRequest), pageNo: pageParam },
        signal,
      });
      return data as MapListingsPage;
    },
    getNextPageParam: (last) =>
      last.pageNo * last.rowsPerPage < last.totalCount ? last.pageNo + 1 : undefined,
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: MAP_STALE_MS,
  });
}

/**
 * The centre of the searched place (§7 `GET /gis/slugs/{slugId}`): the city, then the street
 * within it when one is searched. Used once, to open the map on the place.
 *
 * @param locale language of the page
 * @param citySlug the city slug; '' waits (nothing to resolve)
 * @param streetSlug the street slug within the city; '' for none
 * @returns `{ centre, settled }`: the most precise centre found (street, else city, else null)
 *   and whether every lookup has finished (a failed lookup counts as finished)
 */
export function usePlaceCentre(locale: Locale, citySlug: string, streetSlug: string) {
  const city = useQuery({
    queryKey: ['gis', 'slugs', citySlug],
    queryFn: async ({ signal }): Promise<ResolvedSlug> => {
      const { data } = await browserApi(locale).GET('/gis/slugs/{slugId}', {
        params: { path: { slugId: citySlug } },
        signal,
      });
      return data as ResolvedSlug;
    },
    enabled: citySlug !== '',
    staleTime: Infinity,
    retry: false,
  });
  const cityId = city.data?.type === 'city' ? city.data.cityId : null;
  const street = useQuery({
    queryKey: ['gis', 'slugs', citySlug, streetSlug],
    queryFn: async ({ signal }): Promise<ResolvedSlug> => {
      const { data } = await browserApi(locale).GET('/gis/slugs/{slugId}', {
        params: { path: { slugId: streetSlug }, query: { cityId: cityId as number } },
        signal,
      });
      return data as ResolvedSlug;
    },
    enabled: cityId !== null && streetSlug !== '',
    staleTime: Infinity,
    retry: false,
  });
  const cityDone = citySlug === '' || city.isSuccess || city.isError;
  const streetDone = streetSlug === '' || cityId === null || street.isSuccess || street.isError;
  const found = street.data ?? city.data;
  return {
    centre: found ? { lat: found.lat, lng: found.lng } : null,
    settled: cityDone && streetDone,
  };
}

/**
 * One listing's details (§7 `GET /listing/details`), for the preview of a selected marker whose
 * card is not in the loaded list.
 *
 * @param locale language of the page
 * @param listingId the listing id; null waits
 * @returns the TanStack query; errors are `RoomsError` (§8, 1015 when gone)
 */
export function useListingPreview(locale: Locale, listingId: number | null) {
  return useQuery({
    queryKey: ['listing', 'details', listingId],
    queryFn: async ({ signal }): Promise<ListingDetails> => {
      const { data } = await browserApi(locale).GET('/listing/details', {
        params: { query: { listingId: listingId as number, source: 'map' } },
        signal,
      });
      return data as ListingDetails;
    },
    enabled: listingId !== null,
    staleTime: MAP_STALE_MS,
  });
}
