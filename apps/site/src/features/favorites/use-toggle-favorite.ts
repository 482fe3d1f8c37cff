'use client';

import { useLocale } from '@rooms/i18n/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toggleFavorite } from './favorite-api';
import { applyOptimisticToggle, rollbackToggle, settleToggle } from './favorite-cache';

import type { FavoriteToggleResult } from './favorite-api';
import type { ToggleSnapshot } from './favorite-cache';
import type { RoomsError } from '@rooms/domain';

/**
 * Adds a listing to the signed-in user's favourites or removes it (`POST /favorite?id=`, §7).
 * The heart changes at once (optimistic update of the cached ids); when the call fails the ids
 * are put back and the mutation's `error` is set (a `RoomsError`, §8).
 *
 * @returns the TanStack mutation; call `mutate(listingId)`
 */
export function useToggleFavorite() {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation<FavoriteToggleResult, RoomsError, number, ToggleSnapshot>({
    mutationFn: (listingId) => toggleFavorite(locale, listingId),
    onMutate: (listingId) => applyOptimisticToggle(client, listingId),
    onError: (_error, _listingId, snapshot) => {
      if (snapshot !== undefined) rollbackToggle(client, snapshot);
    },
    onSuccess: (result) => settleToggle(client, result.listingId, result.isFavorite),
  });
}
