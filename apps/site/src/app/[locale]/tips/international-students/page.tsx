import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../../features/content/content-route';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/tips/international-students'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'usefulTips');
}

/** Tips for (international) students (§2 `/tips/studenten`, `/en/tips/international-students`). */
export default async function UsefulTipsPage({
  params,
}: PageProps<'/[locale]/tips/international-students'>) {
  return <ContentRoute locale={await localeOf(params)} page="usefulTips" />;
}
