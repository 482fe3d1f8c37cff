import { localeOf } from '../../../../features/content/content-route';
import {
  StaticSitemap,
  staticSitemapMetadata,
} from '../../../../features/content/sitemap/sitemap-pages';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the static sitemap in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/sitemap/static'>): Promise<Metadata> {
  return staticSitemapMetadata(await localeOf(params));
}

/** Static sitemap (§2 `/sitemap/static`): every public page, grouped. */
export default async function StaticSitemapPage({ params }: PageProps<'/[locale]/sitemap/static'>) {
  return <StaticSitemap locale={await localeOf(params)} />;
}
