'use client';

import { FavoriteButton } from '@rooms/ui/favorite-button';

import { lazyComponent } from '../../client/lazy-component';
import { useCurrentUser } from '../../client/session';
import { useHydrated } from '../../client/use-hydrated';
import { useCurrentPath } from '../favorites/current-path';
import { signInHref } from '../favorites/sign-in-path';
import { useHeartState } from '../favorites/use-heart-state';

import type { Locale } from '@rooms/i18n';

/** The favourite-tenant calls, loaded by signed-in visitors only (issue 24: first-load JS). */
function importTenantFavoriteApi() {
  return import('./tenant-favorite-api');
}

const ErrorToast = lazyComponent(() =>
  import('@rooms/ui/error-toast').then((module) => module.ErrorToast),
);

/** Texts of a {@link TenantFavoriteToggle}, translated on the server (`roommates:favorite.*`). */
export interface TenantFavoriteToggleLabels {
  /** Name of the toggle, e.g. "Favourite: Anna". */
  label: string;
  /** Name of the sign-in link of anonymous visitors, e.g. "Sign in to save Anna as a favourite". */
  signIn: string;
  /** Said when saving failed. */
  error: string;
  /** Name of the message's close button. */
  close: string;
}

/** Props of {@link TenantFavoriteToggle}. */
export interface TenantFavoriteToggleProps {
  /** The tenant's user id. */
  tenantID: number;
  /** The page's language, for the API calls and the sign-in page. */
  locale: Locale;
  /** The page's path as the server knows it: where sign-in comes back to. */
  pagePath: string;
  /**
   * Whether the signed-in visitor saved the tenant, when known on the server (the favourites
   * page); `null` when unknown (cacheable pages): then the heart reads the ids in the browser.
   */
  initialPressed: boolean | null;
  labels: TenantFavoriteToggleLabels;
  /** `'overlay'` (default) over a card's photo; `'button'` with the label as text (profile page). */
  appearance?: 'overlay' | 'button';
}

/**
 * The favourite heart of a tenant (issue 26: tenant cards, the tenant's public profile), a light
 * client island without MUI or i18next. Signed in: a toggle (`aria-pressed`) that starts from
 * the ids read on the server or, on cacheable pages, from one shared browser request
 * (`GET /tenant/favorite-ids`), flips at once and saves with `POST /tenant/toggle-favorite`,
 * takes the server's answer and on failure flips back with a message. Anonymous: a link to the
 * sign-in page that comes back to this page.
 */
export function TenantFavoriteToggle({
  tenantID,
  locale,
  pagePath,
  initialPressed,
  labels,
  appearance = 'overlay',
}: TenantFavoriteToggleProps) {
  const user = useCurrentUser();
  const hydrated = useHydrated();
  const here = useCurrentPath(pagePath);
  const signedIn = user !== null;
  const { pressed, saving, failed, dismissFailure, toggle } = useHeartState({
    id: tenantID,
    signedIn,
    initialPressed,
    preload: importTenantFavoriteApi,
    loadIds: () =>
      importTenantFavoriteApi().then(({ fetchFavoriteTenantIds }) =>
        fetchFavoriteTenantIds(locale),
      ),
    save: () =>
      importTenantFavoriteApi().then(({ toggleFavoriteTenant }) =>
        toggleFavoriteTenant(locale, tenantID),
      ),
  });

  if (!signedIn) {
    return (
      <FavoriteButton
        pressed={false}
        appearance={appearance}
        href={signInHref(locale, here)}
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
        onToggle={(event) => {
          // On a card the heart sits above the card's link: do not follow it.
          event.preventDefault();
          event.stopPropagation();
          void toggle();
        }}
      />
      {failed ? (
        <ErrorToast text={labels.error} closeLabel={labels.close} onClose={dismissFailure} />
      ) : null}
    </>
  );
}
