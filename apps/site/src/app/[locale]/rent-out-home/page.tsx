import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../features/content/content-route';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/rent-out-home'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'rentOutHome');
}

/** Rent out a home, with live figures (§2 `/woning-verhuren`, `/en/rent-out-home`). */
export default async function RentOutHomePage({ params }: PageProps<'/[locale]/rent-out-home'>) {
  return <ContentRoute locale={await localeOf(params)} page="rentOutHome" />;
}
