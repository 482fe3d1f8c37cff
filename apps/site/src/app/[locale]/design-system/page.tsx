import { localeOf } from '../../../features/content/content-route';
import {
  DesignSystemPage,
  designSystemMetadata,
} from '../../../features/design-system/design-system-page';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/design-system'>): Promise<Metadata> {
  return designSystemMetadata(await localeOf(params));
}

/** The design-system and style demo page (§2 `/design-system`, `/en/design-system`). */
export default async function DesignSystemRoute({ params }: PageProps<'/[locale]/design-system'>) {
  return <DesignSystemPage locale={await localeOf(params)} />;
}
