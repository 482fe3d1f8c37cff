import { localeOf } from '../../../../features/content/content-route';
import {
  CategorySitemap,
  categoryOrNotFound,
  categorySitemapMetadata,
} from '../../../../features/content/sitemap/sitemap-pages';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/sitemap/[cityOrSearchCategory]'>;

async function pageOf(params: Props['params']) {
  const locale = await localeOf(params);
  const { cityOrSearchCategory } = await params;
  return { locale, category: categoryOrNotFound(cityOrSearchCategory, locale) };
}

/** Title, description, canonical and hreflang of a category sitemap in its language. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await pageOf(params);
  return categorySitemapMetadata(locale, category);
}

/**
 * Sitemap of a category (§2 `/sitemap/{cityOrSearchCategory}`, e.g. `/sitemap/kamer`,
 * `/en/sitemap/room`): every city with listings of it. Another word is a 404.
 */
export default async function CategorySitemapPage({ params }: Props) {
  const { locale, category } = await pageOf(params);
  return <CategorySitemap locale={locale} category={category} />;
}
