import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../features/content/content-route';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/referrals'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'referrals');
}

/** Affiliate programme (§2 `/referrals`, `/en/referrals`). */
export default async function ReferralsPage({ params }: PageProps<'/[locale]/referrals'>) {
  return <ContentRoute locale={await localeOf(params)} page="referrals" />;
}
