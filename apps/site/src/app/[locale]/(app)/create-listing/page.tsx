import { getT, isLocale } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound } from 'next/navigation';

import { WizardStartPage } from '../../../../features/listing-wizard/wizard-start-page';
import { metadataAlternates } from '../../../../shell/alternates';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/create-listing'>;

/** Title and description in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getT(locale, 'wizard');
  return {
    title: t('meta.title'),
    description: t('meta.description'),
    alternates: metadataAlternates(locale, routeAlternates('createListing')),
    robots: { index: false, follow: false },
  };
}

/** The start of the listing wizard (§2 `/create-listing`, `/maken-advertentie`): see `WizardStartPage`. */
export default async function CreateListingPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <WizardStartPage locale={locale} />;
}
