import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../features/content/content-route';
import { ReferralsPart } from '../../../features/rewards/referrals-part';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/referrals'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'referrals');
}

/**
 * Referrals (§2 `/referrals`, `/en/referrals`; issue 27): how inviting works and its rules, then
 * the signed-in user's invitation link and invitations, filled in by a client island (the page
 * itself is the same for everyone, so it stays cached).
 */
export default async function ReferralsPage({ params }: PageProps<'/[locale]/referrals'>) {
  const locale = await localeOf(params);
  return (
    <ContentRoute locale={locale} page="referrals" island={<ReferralsPart locale={locale} />} />
  );
}
