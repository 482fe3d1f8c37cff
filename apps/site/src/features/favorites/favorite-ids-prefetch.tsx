import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';

import { FAVORITE_IDS_KEY } from './favorite-cache';
import { readFavoriteIds } from './server-favorite-ids';

import type { Locale } from '@rooms/i18n';
import type { ReactNode } from 'react';

/** Props of {@link FavoriteIdsPrefetch}. */
export interface FavoriteIdsPrefetchProps {
  locale: Locale;
  children: ReactNode;
}

/**
 * Reads the signed-in user's favourite ids (`GET /favorite/ids`) on the server and hands them to
 * the browser's query cache, so every `FavoriteToggle` inside arrives already filled in (no
 * empty-then-filled heart) and the browser makes no extra call. Anonymous visitors: nothing is
 * read. A failure is not fatal: the hearts then load their state in the browser.
 */
export async function FavoriteIdsPrefetch({ locale, children }: FavoriteIdsPrefetchProps) {
  const ids = await readFavoriteIds(locale);
  if (ids === null) return children;
  const client = new QueryClient();
  client.setQueryData(FAVORITE_IDS_KEY, ids);
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
