'use client';

import { useEffect } from 'react';

import { returnToFrom } from './payment-paths';

/** Props of {@link ReturnToLinks}. */
export interface ReturnToLinksProps {
  /** Id of the element whose product cards' links get the page's `returnTo`. */
  readonly containerId: string;
}

/**
 * Carries the page's `returnTo` (e.g. the reaction a tenant came from) into its pay links once
 * the page runs, so the static products page can still send the buyer back where they were.
 * Renders nothing; without JavaScript the links simply lead to the outcome page's defaults.
 */
export function ReturnToLinks({ containerId }: ReturnToLinksProps) {
  useEffect(() => {
    const returnTo = returnToFrom(new URLSearchParams(window.location.search).get('returnTo'));
    if (returnTo === undefined) return;
    const links =
      document.getElementById(containerId)?.querySelectorAll('[data-product-id] a') ?? [];
    for (const link of links) {
      const url = new URL(link.getAttribute('href') ?? '', window.location.origin);
      url.searchParams.set('returnTo', returnTo);
      link.setAttribute('href', `${url.pathname}${url.search}`);
    }
  }, [containerId]);
  return null;
}
