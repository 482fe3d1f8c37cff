'use client';

import { FavoriteButton } from '@rooms/ui/favorite-button';

import { lazyComponent } from '../../client/lazy-component';
import { useCurrentUser } from '../../client/session';
import { useHydrated } from '../../client/use-hydrated';

import { useCurrentPath } from './current-path';
import { signInHref } from './sign-in-path';
import { useHeartState } from './use-heart-state';

import type { Locale } from '@rooms/i18n';
import type { FavoriteButtonAppearance } from '@rooms/ui/favorite-button';

/** The favourites' API calls, loaded by signed-in visitors only (issue 24: first-load JS). */
function importFavoriteApi() {
  return import('./favorite-api');
}

/** The failure message, loaded when saving has failed. */
const ErrorToast = lazyComponent(() =>
  import('@rooms/ui/error-toast').then((module) => module.ErrorToast),
);

/** Texts of a {@link ListingFavoriteToggle}, translated on the server (`listing:favorite.*`). */
export interface ListingFavoriteToggleLabels {
  /**
   * The toggle's name and the sign-in link's visible text: "Favoriet" / "Favourite" on the
   * listing page; on a result card, where several hearts share a page, the listing's own name
   * ("Favoriet: Vismarkt", `favorite.labelFor`).
   */
  label: string;
  /**
   * Name of the sign-in link of anonymous visitors: "Favoriet: log in om deze woning te
   * bewaren", starting with its visible text (`label`, WCAG 2.5.3 Label in Name); on a result
   * card "Log in om Vismarkt als favoriet te bewaren" (`favorite.signInFor`).
   */
  signIn: string;
  /** Said when saving failed. */
  error: string;
  /** Name of the message's close button. */
  close: string;
}

/** Props of {@link ListingFavoriteToggle}. */
export interface ListingFavoriteToggleProps {
  listingId: number;
  /** The page's language, for the API calls and the sign-in page. */
  locale: Locale;
  /**
   * The path of the page the heart is on, as the server knows it (the listing's own path on the
   * listing page, the search's path on a result card): where sign-in comes back to until the
   * browser's address is known.
   */
  listingPath: string;
  /**
   * Whether the signed-in visitor saved the listing, read on the server; `null` when unknown
   * (that read failed), then the heart reads it in the browser. Ignored for anonymous visitors.
   */
  initialPressed: boolean | null;
  labels: ListingFavoriteToggleLabels;
  /**
   * `'button'` (default): an outlined button with the label as text (listing page);
   * `'overlay'`: a round heart over a card's photo, named by the label.
   */
  appearance?: FavoriteButtonAppearance;
}

/**
 * The favourite heart of the pages without app providers (§7 favourites): the listing page's
 * button (§2 listing detail) and the hearts on result cards (search, landlord profile). A light
 * client island without MUI, i18next or TanStack Query. Signed in: a toggle (`aria-pressed`)
 * that starts from the ids read on the server, flips at once and saves with `POST /favorite?id=`,
 * takes the server's answer, and on failure flips back and shows a message for a few seconds.
 * Anonymous: a link to the sign-in page that comes back to this page (`returnUrl`). The
 * favourites page, inside the app providers, uses `FavoriteToggle` with its shared query cache.
 */
export function ListingFavoriteToggle({
  listingId,
  locale,
  listingPath,
  initialPressed,
  labels,
  appearance = 'button',
}: ListingFavoriteToggleProps) {
  const user = useCurrentUser();
  const hydrated = useHydrated();
  const here = useCurrentPath(listingPath);
  const signedIn = user !== null;
  const { pressed, saving, failed, dismissFailure, toggle } = useHeartState({
    id: listingId,
    signedIn,
    initialPressed,
    preload: importFavoriteApi,
    loadIds: () => importFavoriteApi().then(({ fetchFavoriteIds }) => fetchFavoriteIds(locale)),
    save: () =>
      importFavoriteApi()
        .then(({ toggleFavorite }) => toggleFavorite(locale, listingId))
        .then((answer) => answer.isFavorite),
  });

  if (!signedIn) {
    return (
      <FavoriteButton
        pressed={false}
        appearance={appearance}
        href={signInHref(locale, here)}
        text={labels.label}
        label={labels.signIn}
      />
    );
  }

  return (
    <>
      <FavoriteButton
        pressed={pressed}
        busy={saving}
        waiting={!hydrated}
        appearance={appearance}
        label={labels.label}
        onToggle={() => void toggle()}
      />
      {failed ? (
        <ErrorToast text={labels.error} closeLabel={labels.close} onClose={dismissFailure} />
      ) : null}
    </>
  );
}
