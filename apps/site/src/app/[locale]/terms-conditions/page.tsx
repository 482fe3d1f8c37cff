import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../features/content/content-route';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/terms-conditions'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'termsConditions');
}

/** Terms and conditions (§2 `/algemene-voorwaarden`, `/en/terms-conditions`). */
export default async function TermsConditionsPage({
  params,
}: PageProps<'/[locale]/terms-conditions'>) {
  return <ContentRoute locale={await localeOf(params)} page="termsConditions" />;
}
