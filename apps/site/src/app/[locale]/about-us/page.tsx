import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../features/content/content-route';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/about-us'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'aboutUs');
}

/** About us (§2 `/over-ons`, `/en/about-us`). */
export default async function AboutUsPage({ params }: PageProps<'/[locale]/about-us'>) {
  return <ContentRoute locale={await localeOf(params)} page="aboutUs" />;
}
