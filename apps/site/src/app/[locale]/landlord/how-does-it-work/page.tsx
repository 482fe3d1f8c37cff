import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../../features/content/content-route';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/landlord/how-does-it-work'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'landlordHowItWorks');
}

/** How it works for landlords (§2 `/verhuur/hoe-werkt-het`, `/en/landlord/how-does-it-work`). */
export default async function LandlordHowItWorksPage({
  params,
}: PageProps<'/[locale]/landlord/how-does-it-work'>) {
  return <ContentRoute locale={await localeOf(params)} page="landlordHowItWorks" />;
}
