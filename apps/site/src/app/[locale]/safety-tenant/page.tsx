import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../features/content/content-route';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/safety-tenant'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'safetyTenant');
}

/** Safety for tenants (§2 `/veiligheid-huurder`, `/en/safety-tenant`). */
export default async function SafetyTenantPage({ params }: PageProps<'/[locale]/safety-tenant'>) {
  return <ContentRoute locale={await localeOf(params)} page="safetyTenant" />;
}
