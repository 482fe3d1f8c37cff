import { isLocale } from '@rooms/i18n';
import { notFound } from 'next/navigation';

import {
  TenantSearchPage,
  tenantSearchMetadata,
} from '../../../../features/tenant-search/tenant-search-page';

import type { TenantSearchRouteInput } from '../../../../features/tenant-search/tenant-search-page';
import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/roommates/[city]'>;

async function routeInput({ params, searchParams }: Props): Promise<TenantSearchRouteInput> {
  const { locale, city } = await params;
  if (!isLocale(locale)) notFound();
  return { locale, city, searchParams: await searchParams };
}

/** Title, description, canonical and hreflang of the tenant search (§2). */
export async function generateMetadata(props: Props): Promise<Metadata> {
  return tenantSearchMetadata(await routeInput(props));
}

/** The tenant search (§2 `/huisgenoten/{city}`, `/en/roommates/{city}`, issue 26). */
export default async function RoommatesRoute(props: Props) {
  return <TenantSearchPage {...await routeInput(props)} />;
}
