import { isLocale } from '@rooms/i18n';
import { notFound } from 'next/navigation';

import { SearchPage, searchPageMetadata } from '../../../../features/search/search-page';

import type { SearchRouteInput } from '../../../../features/search/search-page';
import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/for-rent/[searchCategoryAndCity]'>;

async function routeInput({ params, searchParams }: Props): Promise<SearchRouteInput> {
  const { locale, searchCategoryAndCity } = await params;
  if (!isLocale(locale)) notFound();
  return { locale, params: { searchCategoryAndCity }, searchParams: await searchParams };
}

/** Title, description, canonical, hreflang and page links of the search (§2). */
export async function generateMetadata(props: Props): Promise<Metadata> {
  return searchPageMetadata(await routeInput(props));
}

/** Listing search of a category in a city (§2 `/huren/kamer-groningen`, `/en/for-rent/…`). */
export default async function SearchRoute(props: Props) {
  return <SearchPage {...await routeInput(props)} />;
}
