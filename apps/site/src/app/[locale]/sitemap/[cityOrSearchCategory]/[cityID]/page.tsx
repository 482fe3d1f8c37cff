import { localeOf } from '../../../../../features/content/content-route';
import {
  categoryOrNotFound,
  cityOrNotFound,
  CitySitemap,
  citySitemapMetadata,
} from '../../../../../features/content/sitemap/sitemap-pages';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/sitemap/[cityOrSearchCategory]/[cityID]'>;

async function pageOf(params: Props['params']) {
  const locale = await localeOf(params);
  const { cityOrSearchCategory, cityID } = await params;
  const category = categoryOrNotFound(cityOrSearchCategory, locale);
  return { locale, category, city: await cityOrNotFound(cityID) };
}

/** Title, description, canonical and hreflang of a city sitemap in its language. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category, city } = await pageOf(params);
  return citySitemapMetadata(locale, category, city);
}

/**
 * Sitemap of a city in a category (§2 `/sitemap/{cityOrSearchCategory}/{cityID}`, e.g.
 * `/sitemap/kamer/utrecht`; `cityID` is the city's slug): its streets and listings. An unknown
 * category word or city is a 404.
 */
export default async function CitySitemapPage({ params }: Props) {
  const { locale, category, city } = await pageOf(params);
  return <CitySitemap locale={locale} category={category} city={city} />;
}
