import { unstable_cache } from 'next/cache';

import { publicApi } from './public-api';
import { renderAgainSoon } from './render-again-soon';
import { RentOutFigures } from './rent-out-figures';

import type { ContentT } from './content-pages';
import type { ActiveTenantCount, AverageRentOutDays, FigureTexts } from './figures-format';
import type { FigureCity } from './rent-out-figures';
import type { Locale } from '@rooms/i18n';

/** Cities offered in the figure picker: the biggest of the country. */
export const FIGURE_CITY_COUNT = 25;

/** How long the server keeps the picker's cities and the default city's figures, in seconds. */
const REVALIDATE_SECONDS = 300;

interface InitialFigures {
  readonly cities: FigureCity[];
  readonly tenants: ActiveTenantCount | null;
  readonly average: AverageRentOutDays | null;
}

async function settle<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    console.error('rent-out figures:', error);
    return null;
  }
}

/**
 * The picker's cities (biggest first, from `GET /search/cities`) and the figures of the first
 * one. Each part that fails is null (or no cities), so the page still renders and the browser
 * widget retries.
 *
 * @returns the figures and whether every part could be read
 */
async function fetchInitialFigures(): Promise<{ figures: InitialFigures; complete: boolean }> {
  const api = publicApi();
  const cityAnswer = await settle(
    api.GET('/search/cities', { params: { query: { limit: FIGURE_CITY_COUNT } } }),
  );
  const cities = (cityAnswer?.data?.items ?? []).map(({ name, slug }) => ({ name, slug }));
  const first = cities[0];
  if (first === undefined) {
    return { figures: { cities, tenants: null, average: null }, complete: false };
  }
  const [tenants, average] = await Promise.all([
    settle(api.GET('/tenant/activetenantscount', { params: { query: { cityName: first.name } } })),
    settle(api.GET('/listing/averagerentoutdays', { params: { query: { cityName: first.name } } })),
  ]);
  const figures = { cities, tenants: tenants?.data ?? null, average: average?.data ?? null };
  return { figures, complete: figures.tenants !== null && figures.average !== null };
}

/**
 * {@link fetchInitialFigures} kept for {@link REVALIDATE_SECONDS} when complete; an incomplete
 * answer is not kept (it throws), so an API that was unreachable once (at build) does not leave
 * the figures empty for the whole period.
 */
const loadCompleteFigures = unstable_cache(
  async (): Promise<InitialFigures> => {
    const { figures, complete } = await fetchInitialFigures();
    if (!complete) throw new Error('rent-out figures incomplete');
    return figures;
  },
  ['content', 'rent-out-figures'],
  { revalidate: REVALIDATE_SECONDS },
);

/** The figures: kept ones, or what can be read now, with the page rendered again soon. */
async function loadInitialFigures(): Promise<InitialFigures> {
  try {
    return await loadCompleteFigures();
  } catch {
    const { figures } = await fetchInitialFigures();
    await renderAgainSoon();
    return figures;
  }
}

/** Props of {@link RentOutFiguresSection}. */
export interface RentOutFiguresSectionProps {
  readonly locale: Locale;
  /** The `content` translations of the page's language. */
  readonly t: ContentT;
}

/**
 * Server part of the live figures on the rent-out pages: loads the cities and the default
 * city's figures, then hands them with the raw `figures` texts to the browser widget
 * {@link RentOutFigures}, which arrives filled in and loads other cities on demand.
 */
export async function RentOutFiguresSection({ locale, t }: RentOutFiguresSectionProps) {
  const initial = await loadInitialFigures();
  const texts = t('figures', { returnObjects: true }) as FigureTexts;
  return (
    <RentOutFigures
      locale={locale}
      texts={texts}
      cities={initial.cities}
      initialTenants={initial.tenants}
      initialAverage={initial.average}
    />
  );
}
