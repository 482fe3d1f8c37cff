'use client';

import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { KeyFigures } from '@rooms/ui/key-figures';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import {
  ACTIVE_TENANT_COUNT_ROUTE,
  AVERAGE_RENT_OUT_DAY_ROUTE,
  figureUrl,
  rentOutFigures,
} from './figures-format';

import type { ActiveTenantCount, AverageRentOutDays, FigureTexts } from './figures-format';
import type { Locale } from '@rooms/i18n';

/** A city the visitor can pick. */
export interface FigureCity {
  readonly name: string;
  readonly slug: string;
}

/** Props of {@link RentOutFigures}. */
export interface RentOutFiguresProps {
  readonly locale: Locale;
  /** The raw `figures` texts of the `content` namespace. */
  readonly texts: FigureTexts;
  /** The cities of the picker, biggest first; the first is the default. */
  readonly cities: readonly FigureCity[];
  /** The figures of the default city rendered on the server (null when that failed). */
  readonly initialTenants: ActiveTenantCount | null;
  readonly initialAverage: AverageRentOutDays | null;
}

const STALE_MS = 60_000;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Live figures of the rent-out pages (§2, §7): a city picker and, for the chosen city, the
 * number of tenants looking and the average days until an advert is rented out, read from the
 * same-origin routes `/next/api/common/active-tenant-count` and `.../average-rentout-day`
 * through TanStack Query. The default city arrives rendered from the server; other cities load
 * when picked (kept a minute). Failures show a message in the page's language.
 */
export function RentOutFigures({
  locale,
  texts,
  cities,
  initialTenants,
  initialAverage,
}: RentOutFiguresProps) {
  const selectId = useId();
  const defaultSlug = cities[0]?.slug ?? '';
  const [slug, setSlug] = useState(defaultSlug);
  const city = cities.find((candidate) => candidate.slug === slug) ?? cities[0];
  const cityName = city?.name ?? '';
  const isDefault = slug === defaultSlug;

  const tenants = useQuery({
    queryKey: ['content', 'active-tenant-count', cityName],
    queryFn: () => getJson<ActiveTenantCount>(figureUrl(ACTIVE_TENANT_COUNT_ROUTE, cityName)),
    enabled: cityName !== '',
    staleTime: STALE_MS,
    ...(isDefault && initialTenants !== null ? { initialData: initialTenants } : {}),
  });
  const average = useQuery({
    queryKey: ['content', 'average-rentout-day', cityName],
    queryFn: () => getJson<AverageRentOutDays>(figureUrl(AVERAGE_RENT_OUT_DAY_ROUTE, cityName)),
    enabled: cityName !== '',
    staleTime: STALE_MS,
    ...(isDefault && initialAverage !== null ? { initialData: initialAverage } : {}),
  });

  const failed = tenants.isError || average.isError || cityName === '';
  return (
    <KeyFigures
      heading={texts.heading}
      busy={tenants.isFetching || average.isFetching}
      {...(failed ? { error: texts.error } : {})}
      figures={rentOutFigures({
        locale,
        texts,
        cityName,
        tenants: tenants.data ?? null,
        average: average.data ?? null,
      })}
      control={
        cities.length > 1 ? (
          // A native select (the phone's own picker), without TextField's select mode, which
          // would bring MUI's menus and modals into every content page's download.
          <FormControl size="small" fullWidth>
            <InputLabel htmlFor={selectId}>{texts.cityLabel}</InputLabel>
            <NativeSelect
              id={selectId}
              value={slug}
              onChange={(event) => setSlug(event.target.value)}
              input={<OutlinedInput label={texts.cityLabel} />}
            >
              {cities.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
        ) : undefined
      }
    />
  );
}
