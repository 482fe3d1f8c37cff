'use client';

import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { FavoriteButton } from '@rooms/ui/favorite-button';

import { useCurrentUser } from '../../client/session';
import { useHydrated } from '../../client/use-hydrated';

import { useCurrentPath } from './current-path';
import { signInHref } from './sign-in-path';
import { useFavoriteIds } from './use-favorite-ids';
import { useToggleFavorite } from './use-toggle-favorite';

/** Props of {@link FavoriteToggle}. */
export interface FavoriteToggleProps {
  /** The listing the heart belongs to. */
  listingId: number;
  /** The listing's title, to name the heart among the page's others ("Favoriet: …"). */
  listingTitle: string;
}

/**
 * The favourite heart (§1, §7 favourites) over the photo of a card on the favourites page, the
 * one page with hearts inside `AppProviders`. Signed in: a toggle
 * (`aria-pressed`) that reads the user's favourite ids once per page (`GET /favorite/ids`), shared
 * by every heart through TanStack Query, flips at once and saves with `POST /favorite?id=`; a
 * failure puts the heart back and shows a message in the page's language. Anonymous: a link to
 * the sign-in page that comes back to the current page (`returnUrl`). Pages without app
 * providers (listing, search) use the light `ListingFavoriteToggle` instead.
 */
export function FavoriteToggle({ listingId, listingTitle }: FavoriteToggleProps) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const user = useCurrentUser();
  const hydrated = useHydrated();
  const here = useCurrentPath('/');
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite();
  const failed = toggle.isError && toggle.variables === listingId;

  if (user === null) {
    return (
      <FavoriteButton
        pressed={false}
        appearance="overlay"
        href={signInHref(locale, here)}
        label={t('favorite.signInFor', { title: listingTitle })}
      />
    );
  }

  return (
    <>
      <FavoriteButton
        pressed={ids.data?.includes(listingId) ?? false}
        busy={toggle.isPending}
        waiting={!hydrated}
        appearance="overlay"
        label={t('favorite.labelFor', { title: listingTitle })}
        onToggle={(event) => {
          // On a result card the heart sits inside the card's link: do not follow it.
          event.preventDefault();
          event.stopPropagation();
          toggle.mutate(listingId);
        }}
      />
      <Snackbar
        open={failed}
        autoHideDuration={6000}
        onClose={() => toggle.reset()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="error"
          variant="filled"
          onClose={() => toggle.reset()}
          closeText={t('favorite.close')}
        >
          {t('favorite.error')}
        </Alert>
      </Snackbar>
    </>
  );
}
