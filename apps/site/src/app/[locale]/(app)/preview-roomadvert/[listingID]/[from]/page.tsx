import { getT, isLocale } from '@rooms/i18n';
import { notFound } from 'next/navigation';

import { PreviewPage } from '../../../../../../features/listing-wizard/preview-page';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/preview-roomadvert/[listingID]/[from]'>;

/** The preview's title in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getT(locale, 'wizard');
  return { title: t('meta.previewTitle'), robots: { index: false, follow: false } };
}

/** The advert preview (§2 `/preview-roomadvert/{listingID}/{from}`): see `PreviewPage`. */
export default async function PreviewRoomAdvertPage({ params }: Props) {
  const { locale, listingID, from } = await params;
  if (!isLocale(locale)) notFound();
  return <PreviewPage locale={locale} listingSegment={listingID} from={from} />;
}
