'use client';

import { useLocale } from '@rooms/i18n/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { preloadBrowserApi } from '../../client/load-browser-api';

import { toggleFavorite } from './favorite-api';
import {
  applyOptimisticToggle,
  FAVORITE_TOGGLE_KEY,
  rollbackToggle,
  settleToggle,
} from './favorite-cache';

import type { FavoriteToggleResult } from './favorite-api';
import type { ToggleSnapshot } from './favorite-cache';
import type { RoomsError } from '@rooms/domain';

/**
 * Adds a listing to the signed-in user's favourites or removes it (`POST /favorite?id=`, §7).
 * The heart changes at once (optimistic update of the cached ids); when the call fails the ids
 * are put back and the mutation's `error` is set (a `RoomsError`, §8). The API client is
 * fetched once the heart has hydrated, so a click sends its call at once.
 *
 * @returns the TanStack mutation; call `mutate(listingId)`
 */
export function useToggleFavorite() {
  const locale = useLocale();
  const client = useQueryClient();
  useEffect(preloadBrowserApi, []);
  return useMutation<FavoriteToggleResult, RoomsError, number, ToggleSnapshot>({
    mutationKey: FAVORITE_TOGGLE_KEY,
    mutationFn: (listingId) => toggleFavorite(locale, listingId),
    onMutate: (listingId) => applyOptimisticToggle(client, listingId),
    onError: (_error, _listingId, snapshot) => {
      if (snapshot !== undefined) rollbackToggle(client, snapshot);
    },
    onSuccess: (result) => settleToggle(client, result.listingId, result.isFavorite),
  });
}
