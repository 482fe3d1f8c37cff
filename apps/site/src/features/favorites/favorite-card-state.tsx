'use client';

import Box from '@mui/material/Box';
import { useTranslation } from '@rooms/i18n/client';
import { useIsMutating } from '@tanstack/react-query';

import { FAVORITE_TOGGLE_KEY } from './favorite-cache';
import { useFavoriteIds } from './use-favorite-ids';

import type { ReactNode } from 'react';

/** Props of {@link FavoriteCardState}. */
export interface FavoriteCardStateProps {
  listingId: number;
  /** Street or title, for the "removed" message. */
  listingTitle: string;
  /** The card, with a `FavoriteToggle` in it. */
  children: ReactNode;
}

/**
 * A card on the my-favourites page (§2 `/my-favorites/rooms`) that reacts to its heart: once
 * the server has confirmed that the listing is no longer a favourite the card turns grey and
 * says "… is uit je favorieten verwijderd." (a polite live region): not while the call is under
 * way, so the message never claims a removal that leaving the page could still cancel. The heart
 * stays, so a second tap puts it back. The card leaves the list on the next visit.
 */
export function FavoriteCardState({ listingId, listingTitle, children }: FavoriteCardStateProps) {
  const { t } = useTranslation('listing');
  const ids = useFavoriteIds();
  const saving =
    useIsMutating({
      mutationKey: FAVORITE_TOGGLE_KEY,
      predicate: (mutation) => mutation.state.variables === listingId,
    }) > 0;
  const removed = !saving && ids.data !== undefined && !ids.data.includes(listingId);
  return (
    <Box sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          flex: 1,
          transition: 'filter 200ms ease',
          filter: removed ? 'grayscale(1)' : 'none',
        }}
      >
        {children}
      </Box>
      <Box
        role="status"
        sx={{
          fontSize: '0.875rem',
          color: 'text.primary',
          ...(removed ? { mt: 1, px: 1.5, py: 1, borderRadius: 1, bgcolor: 'grey.200' } : {}),
        }}
      >
        {removed ? t('favorites.removed', { title: listingTitle }) : ''}
      </Box>
    </Box>
  );
}
