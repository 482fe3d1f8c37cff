import { isLocale } from '@rooms/i18n';
import { notFound } from 'next/navigation';

import { SearchPage, searchPageMetadata } from '../../../../../features/search/search-page';

import type { SearchRouteInput } from '../../../../../features/search/search-page';
import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/for-rent/[searchCategoryAndCity]/[street]'>;

async function routeInput({ params, searchParams }: Props): Promise<SearchRouteInput> {
  const { locale, searchCategoryAndCity, street } = await params;
  if (!isLocale(locale)) notFound();
  return { locale, params: { searchCategoryAndCity, street }, searchParams: await searchParams };
}

/** Title, description, canonical, hreflang and page links of the street search (§2). */
export async function generateMetadata(props: Props): Promise<Metadata> {
  return searchPageMetadata(await routeInput(props));
}

/** Listing search around a street (§2 `/huren/kamer-groningen/vismarkt`, `/en/for-rent/…`). */
export default async function SearchStreetRoute(props: Props) {
  return <SearchPage {...await routeInput(props)} />;
}
