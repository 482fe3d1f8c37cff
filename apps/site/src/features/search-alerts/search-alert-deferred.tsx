'use client';

import { deferredComponent } from '../../client/deferred-component';

import type { SearchAlertControlProps } from './search-alert-control';

/**
 * `SearchAlertControl`, server rendered, its code loaded at the visitor's first interaction or
 * when the page is idle (see `deferredComponent`, issue 24): the button is disabled until then.
 */
export const DeferredSearchAlertControl = deferredComponent<SearchAlertControlProps>(() =>
  import('./search-alert-control').then((module) => module.SearchAlertControl),
);
