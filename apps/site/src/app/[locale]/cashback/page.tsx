import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../features/content/content-route';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/cashback'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'cashback');
}

/** Cashback (§2 `/cashback`, `/en/cashback`). */
export default async function CashbackPage({ params }: PageProps<'/[locale]/cashback'>) {
  return <ContentRoute locale={await localeOf(params)} page="cashback" />;
}
