'use client';

import { buttonClassName } from '@rooms/ui/button-link';
import { LocationBox } from '@rooms/ui/location-box';
import { useState } from 'react';

import { CITY_QUERY_PARAM } from './tenant-search-city';
import styles from './tenant-search-page.module.css';

import type { LocationBoxTexts } from '@rooms/ui/location-box';

/** Props of {@link TenantCityPicker}. */
export interface TenantCityPickerProps {
  /** The searched city's name; '' for the whole country. */
  cityName: string;
  /** The current search's path without query (the form's target without script). */
  action: string;
  /**
   * The search in another city, keeping the filters: the template with `{city}` where the slug
   * goes (built on the server from the route table).
   */
  cityHrefTemplate: string;
  texts: LocationBoxTexts;
  submit: string;
  /** Said while the chosen city's search loads, e.g. "Loading tenants…". */
  loading: string;
}

/**
 * The city of the tenant search (issue 26), a small client island: the location box with its
 * suggestions (`LocationBox` of `@rooms/ui`, shared with the listing search); choosing a
 * suggestion loads that city's search at once (a street stands for its city). Without script, or
 * when a typed name is sent without choosing, the GET form sends `?location=` and the server
 * picks the best matching city. While the chosen city loads, a status line says so (the
 * search's loading state).
 */
export function TenantCityPicker({
  cityName,
  action,
  cityHrefTemplate,
  texts,
  submit,
  loading,
}: TenantCityPickerProps) {
  const [pending, setPending] = useState(false);
  return (
    <form role="search" method="get" action={action} className={styles.cityForm}>
      <LocationBox
        name={CITY_QUERY_PARAM}
        defaultValue={cityName}
        texts={texts}
        size="small"
        onSelect={(place) => {
          setPending(true);
          window.location.assign(
            cityHrefTemplate.replace('{city}', encodeURIComponent(place.citySlug)),
          );
        }}
      />
      <button type="submit" className={buttonClassName({ variant: 'contained' })}>
        {submit}
      </button>
      <p role="status" className={styles.pending}>
        {pending ? loading : ''}
      </p>
    </form>
  );
}
