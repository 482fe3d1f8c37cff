import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../features/content/content-route';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/cookie-policy'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'cookiePolicy');
}

/** Cookie policy (§2 `/cookie-beleid`, `/en/cookie-policy`). */
export default async function CookiePolicyPage({ params }: PageProps<'/[locale]/cookie-policy'>) {
  return <ContentRoute locale={await localeOf(params)} page="cookiePolicy" />;
}
