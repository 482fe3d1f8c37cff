import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../features/content/content-route';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/how-does-it-work'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'howItWorks');
}

/** How it works for tenants (§2 `/hoe-werkt-het`, `/en/how-does-it-work`). */
export default async function HowItWorksPage({ params }: PageProps<'/[locale]/how-does-it-work'>) {
  return <ContentRoute locale={await localeOf(params)} page="howItWorks" />;
}
