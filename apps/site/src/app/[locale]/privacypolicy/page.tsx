import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../features/content/content-route';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/privacypolicy'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'privacyPolicy');
}

/** Privacy policy (§2 `/privacyverklaring`, `/en/privacypolicy`). */
export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacypolicy'>) {
  return <ContentRoute locale={await localeOf(params)} page="privacyPolicy" />;
}
