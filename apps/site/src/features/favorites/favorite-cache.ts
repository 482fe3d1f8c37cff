import type { QueryClient } from '@tanstack/react-query';

/**
 * TanStack Query key of the signed-in user's favourite listing ids (`GET /favorite/ids`).
 * One entry per tab, shared by every heart on the page, so the ids are read once per page.
 */
export const FAVORITE_IDS_KEY = ['favorite', 'ids'] as const;

/**
 * Key prefix of the pages of `GET /favorite/listings` (my-favourites page); invalidated after a
 * toggle so that page shows the change.
 */
export const FAVORITE_LISTINGS_KEY = ['favorite', 'listings'] as const;

/** Mutation key of `POST /favorite?id=` (the toggle); its variables are the listing id. */
export const FAVORITE_TOGGLE_KEY = ['favorite', 'toggle'] as const;

/** The cached favourite ids; `undefined` while not loaded. */
export type FavoriteIds = readonly number[] | undefined;

/**
 * The ids with one listing added or removed (order kept, no duplicates).
 *
 * @param ids the current ids (`undefined` = not loaded: treated as none)
 * @param listingId the listing
 * @param isFavorite whether it must be in the result
 * @returns a new array
 */
export function withFavorite(ids: FavoriteIds, listingId: number, isFavorite: boolean): number[] {
  const rest = (ids ?? []).filter((id) => id !== listingId);
  return isFavorite ? [...rest, listingId] : rest;
}

/** What {@link applyOptimisticToggle} saw, to roll back with {@link rollbackToggle}. */
export interface ToggleSnapshot {
  /** The ids before the change. */
  readonly previous: FavoriteIds;
  /** The state the heart was switched to. */
  readonly isFavorite: boolean;
}

/**
 * Flips a listing in the cached favourite ids at once (optimistic update, before the server
 * answers). Cancels a running ids fetch first so it cannot overwrite the change.
 *
 * @param client the page's QueryClient
 * @param listingId the listing being toggled
 * @returns the snapshot for a rollback, with the new state
 */
export async function applyOptimisticToggle(
  client: QueryClient,
  listingId: number,
): Promise<ToggleSnapshot> {
  await client.cancelQueries({ queryKey: FAVORITE_IDS_KEY });
  const previous = client.getQueryData<readonly number[]>(FAVORITE_IDS_KEY);
  const isFavorite = !(previous ?? []).includes(listingId);
  client.setQueryData<readonly number[]>(
    FAVORITE_IDS_KEY,
    withFavorite(previous, listingId, isFavorite),
  );
  return { previous, isFavorite };
}

/**
 * Puts the ids back as they were before a failed toggle.
 *
 * @param client the page's QueryClient
 * @param snapshot what {@link applyOptimisticToggle} returned
 */
export function rollbackToggle(client: QueryClient, snapshot: ToggleSnapshot): void {
  client.setQueryData<readonly number[] | undefined>(FAVORITE_IDS_KEY, snapshot.previous);
}

/**
 * Stores the server's answer of `POST /favorite` (the truth, in case two tabs or quick clicks
 * raced) and marks the my-favourites pages stale.
 *
 * @param client the page's QueryClient
 * @param listingId the listing
 * @param isFavorite whether the server says it is a favourite now
 */
export async function settleToggle(
  client: QueryClient,
  listingId: number,
  isFavorite: boolean,
): Promise<void> {
  client.setQueryData<readonly number[]>(FAVORITE_IDS_KEY, (ids) =>
    withFavorite(ids, listingId, isFavorite),
  );
  await client.invalidateQueries({ queryKey: FAVORITE_LISTINGS_KEY });
}
