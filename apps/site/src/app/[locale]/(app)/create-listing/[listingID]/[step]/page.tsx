import { isWizardStep } from '@rooms/domain';
import { getT, isLocale } from '@rooms/i18n';
import { notFound } from 'next/navigation';

import { AFTER_STEPS } from '../../../../../../features/listing-wizard/wizard-routing';
import { WizardStepPage } from '../../../../../../features/listing-wizard/wizard-step-page';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/create-listing/[listingID]/[step]'>;

/** The step's title in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, step } = await params;
  if (!isLocale(locale)) notFound();
  const t = (await getT(locale, 'wizard')) as unknown as (key: string) => string;
  // Pages with a title of their own: the steps, check-and-publish and reactivate.
  const titled =
    isWizardStep(step) || step === AFTER_STEPS.Continue || step === AFTER_STEPS.Reactivate;
  return {
    title: `${titled ? `${t(`steps.${step}.title`)} · ` : ''}${t('meta.title')}`,
    robots: { index: false, follow: false },
  };
}

/**
 * A step of the listing wizard (§2 `/create-listing/{listingID}/{step}`, Dutch
 * `/maken-advertentie/{listingID}/{step}`; landlord, private): see `WizardStepPage`.
 */
export default async function CreateListingStepPage({ params }: Props) {
  const { locale, listingID, step } = await params;
  if (!isLocale(locale)) notFound();
  return <WizardStepPage locale={locale} listingSegment={listingID} page={step} />;
}
