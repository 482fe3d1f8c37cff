'use client';

import { deferredComponent } from '../../client/deferred-component';

import type { TenantCityPickerProps } from './tenant-city-picker';

/**
 * `TenantCityPicker`, rendered on the server but with its code (the location box and its
 * suggestions) loaded at the visitor's first interaction or when the page is idle, like the
 * listing search's controls (issue 24's own-JS budget). Its style sheets come with the page
 * (`SEARCH_FILTERS_STYLE_SHEETS`, used by the page), so the server HTML is styled at once.
 */
export const DeferredTenantCityPicker = deferredComponent<TenantCityPickerProps>(() =>
  import('./tenant-city-picker').then((module) => module.TenantCityPicker),
);
