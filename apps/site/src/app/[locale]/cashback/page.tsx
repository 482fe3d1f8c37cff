import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../features/content/content-route';
import { CashbackPart } from '../../../features/rewards/cashback-part';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/cashback'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'cashback');
}

/**
 * Cashback (§2 `/cashback`, `/en/cashback`; issue 27): how it works and its conditions, then
 * the signed-in tenant's cashback, filled in by a client island (the page itself is the same
 * for everyone, so it stays cached).
 */
export default async function CashbackPage({ params }: PageProps<'/[locale]/cashback'>) {
  const locale = await localeOf(params);
  return <ContentRoute locale={locale} page="cashback" island={<CashbackPart locale={locale} />} />;
}
