'use client';

import { useLocale } from '@rooms/i18n/client';
import { useQuery } from '@tanstack/react-query';

import { useCurrentUser } from '../../client/session';

import { fetchFavoriteIds } from './favorite-api';
import { FAVORITE_IDS_KEY } from './favorite-cache';

import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The signed-in user's favourite listing ids (`GET /favorite/ids`, §7 favourites), read once per
 * page and shared by every heart through TanStack Query. Not fetched for anonymous visitors
 * (the query stays disabled, `data` undefined).
 *
 * @returns the query; `data` is the ids, ascending (ids toggled in this tab go to the end)
 */
export function useFavoriteIds(): UseQueryResult<readonly number[]> {
  const locale = useLocale();
  const user = useCurrentUser();
  return useQuery({
    queryKey: FAVORITE_IDS_KEY,
    queryFn: () => fetchFavoriteIds(locale),
    enabled: user !== null,
  });
}
