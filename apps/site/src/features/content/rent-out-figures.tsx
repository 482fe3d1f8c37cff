'use client';

import { KeyFigures } from '@rooms/ui/key-figures';
import { useCallback, useEffect, useId, useState } from 'react';

import {
  ACTIVE_TENANT_COUNT_ROUTE,
  AVERAGE_RENT_OUT_DAY_ROUTE,
  figureUrl,
  rentOutFigures,
} from './figures-format';
import styles from './rent-out-figures.module.css';

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

/** How long a city's figures are shown without asking again, in ms. */
const STALE_MS = 60_000;

/** What the browser knows of one city's figures. */
interface CityFigures {
  readonly tenants: ActiveTenantCount | null;
  readonly average: AverageRentOutDays | null;
  /** True when the last request of either figure failed. */
  readonly failed: boolean;
  /** When the last answer arrived (`Date.now()`, ms). */
  readonly at: number;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

function isFresh(figures: CityFigures | undefined): boolean {
  return figures !== undefined && !figures.failed && Date.now() - figures.at < STALE_MS;
}

/**
 * Live figures of the rent-out pages (§2, §7): a city picker (a native select, the phone's own
 * picker) and, for the chosen city, the number of tenants looking and the average days until an
 * advert is rented out, read from the same-origin routes `/next/api/common/active-tenant-count`
 * and `.../average-rentout-day` with `fetch`. The default city arrives rendered from the server
 * (and is asked for in the browser when the server could not read it); other cities load when
 * picked and are kept a minute. Failures show a message in the page's language. A small client
 * island: no MUI and no TanStack Query, which public pages do not load.
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
  const defaultName = cities[0]?.name ?? '';
  const [slug, setSlug] = useState(defaultSlug);
  const [known, setKnown] = useState<ReadonlyMap<string, CityFigures>>(() =>
    initialTenants === null && initialAverage === null
      ? new Map()
      : new Map([
          [
            defaultName,
            { tenants: initialTenants, average: initialAverage, failed: false, at: Date.now() },
          ],
        ]),
  );
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());

  const load = useCallback(async (cityName: string) => {
    setLoading((names) => new Set(names).add(cityName));
    const [tenants, average] = await Promise.allSettled([
      getJson<ActiveTenantCount>(figureUrl(ACTIVE_TENANT_COUNT_ROUTE, cityName)),
      getJson<AverageRentOutDays>(figureUrl(AVERAGE_RENT_OUT_DAY_ROUTE, cityName)),
    ]);
    // A failed figure keeps its last value, shown beside the error message.
    setKnown((all) => {
      const before = all.get(cityName);
      return new Map(all).set(cityName, {
        tenants: tenants.status === 'fulfilled' ? tenants.value : (before?.tenants ?? null),
        average: average.status === 'fulfilled' ? average.value : (before?.average ?? null),
        failed: tenants.status === 'rejected' || average.status === 'rejected',
        at: Date.now(),
      });
    });
    setLoading((names) => {
      const rest = new Set(names);
      rest.delete(cityName);
      return rest;
    });
  }, []);

  // The server could not read the default city's figures: ask once more from the browser.
  const initialMissing = initialTenants === null || initialAverage === null;
  useEffect(() => {
    if (initialMissing && defaultName !== '') void load(defaultName);
  }, [initialMissing, defaultName, load]);

  const city = cities.find((candidate) => candidate.slug === slug) ?? cities[0];
  const cityName = city?.name ?? '';
  const figures = known.get(cityName);

  function pick(nextSlug: string) {
    setSlug(nextSlug);
    const name = cities.find((candidate) => candidate.slug === nextSlug)?.name;
    if (name !== undefined && !loading.has(name) && !isFresh(known.get(name))) void load(name);
  }

  const failed = cityName === '' || figures?.failed === true;
  return (
    <KeyFigures
      heading={texts.heading}
      busy={loading.has(cityName)}
      {...(failed ? { error: texts.error } : {})}
      figures={rentOutFigures({
        locale,
        texts,
        cityName,
        tenants: figures?.tenants ?? null,
        average: figures?.average ?? null,
      })}
      control={
        cities.length > 1 ? (
          <div className={styles.field}>
            <label htmlFor={selectId} className={styles.label}>
              {texts.cityLabel}
            </label>
            <select
              id={selectId}
              value={slug}
              onChange={(event) => pick(event.target.value)}
              className={styles.select}
            >
              {cities.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.arrow}>
              <path d="M7 10l5 5 5-5z" />
            </svg>
          </div>
        ) : undefined
      }
    />
  );
}
