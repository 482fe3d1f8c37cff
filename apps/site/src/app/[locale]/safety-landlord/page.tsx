import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../features/content/content-route';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/safety-landlord'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'safetyLandlord');
}

/** Safety for landlords (§2 `/veiligheid-verhuurder`, `/en/safety-landlord`). */
export default async function SafetyLandlordPage({
  params,
}: PageProps<'/[locale]/safety-landlord'>) {
  return <ContentRoute locale={await localeOf(params)} page="safetyLandlord" />;
}
