import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../../features/content/content-route';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/samenwerken/adverteren'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'partnerships');
}

/** Partnerships and advertising (§2 `/samenwerken/adverteren`). */
export default async function PartnershipsPage({
  params,
}: PageProps<'/[locale]/samenwerken/adverteren'>) {
  return <ContentRoute locale={await localeOf(params)} page="partnerships" />;
}
