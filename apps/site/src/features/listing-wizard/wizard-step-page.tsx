import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  ListingStatus,
  MAX_LISTING_PHOTOS,
  NEW_LISTING_ID_WORD,
  previousStep,
  stepCompletions,
  WizardStep,
  wizardStepsFor,
} from '@rooms/domain';
import { getT, pageResources, pathFor } from '@rooms/i18n';
import { I18nProvider } from '@rooms/i18n/client';
import { listingDetailPath } from '@rooms/ui/search-path';
import { notFound, redirect } from 'next/navigation';

import { requireUser } from '../../server/require-user';
import { SiteShell } from '../../shell/site-shell';
import { idOfSegment } from '../messaging/messaging-query';
import { BoostPanel } from '../premium/boost-panel';

import { AddressStep } from './address-step';
import { AvailabilityStep } from './availability-step';
import { ListingTypeStep, OwnerTypeStep } from './choice-steps';
import { DetailsStep } from './details-step';
import { MediaStep } from './media-step';
import { CurrentResidentsStep, PreferredTenantStep } from './people-steps';
import { PublishPanel } from './publish-panel';
import { ReactivatePanel } from './reactivate-panel';
import { RentalPriceStep, SurfaceFurnishingStep } from './size-and-price-steps';
import { StudentHouseStep } from './student-house-step';
import { TitleDescriptionStep } from './title-description-step';
import { loadWizardDetails } from './wizard-load';
import { wizardPath } from './wizard-paths';
import { WizardProgress } from './wizard-progress';
import { AFTER_STEPS, routeWizard } from './wizard-routing';
import { WizardSummary } from './wizard-summary';

import type { StepFormProps } from './step-form-props';
import type { DataStep, WizardDetails } from './wizard-calls';
import type { WizardTranslate } from './wizard-problems';
import type { Locale } from '@rooms/i18n';
import type { ComponentType, ReactNode } from 'react';

/** The form of each data step. */
const STEP_FORMS: Record<DataStep, ComponentType<StepFormProps>> = {
  [WizardStep.ListingType]: ListingTypeStep,
  [WizardStep.OwnerType]: OwnerTypeStep,
  [WizardStep.StudentHouse]: StudentHouseStep,
  [WizardStep.Address]: AddressStep,
  [WizardStep.Availability]: AvailabilityStep,
  [WizardStep.SurfaceFurnishing]: SurfaceFurnishingStep,
  [WizardStep.RentalPrice]: RentalPriceStep,
  [WizardStep.Details]: DetailsStep,
  [WizardStep.PreferredTenant]: PreferredTenantStep,
  [WizardStep.CurrentResidents]: CurrentResidentsStep,
  [WizardStep.TitleDescription]: TitleDescriptionStep,
};

/** The address of the advert in search (its detail page). */
function advertPath(details: WizardDetails, locale: Locale): string {
  return listingDetailPath(
    {
      id: details.listingID,
      listingType: details.listingType ?? 1,
      citySlug: details.citySlug ?? '',
      streetSlug: '',
    },
    locale,
  );
}

/** Props of {@link WizardStepPage}. */
export interface WizardStepPageProps {
  locale: Locale;
  /** The `{listingID}` segment: an id or the word `null`. */
  listingSegment: string;
  /** The `{step}` segment. */
  page: string;
}

/**
 * A page of the listing wizard (§2 `/create-listing/{listingID}/{step}`, private): reads the
 * landlord's advert (404 for another's), sends the request where `routeWizard` says (no
 * skipping of required steps), then shows the simple shell (logo only, no footer) with the
 * progress and the step's form, or check-and-publish, or reactivate.
 */
export async function WizardStepPage({ locale, listingSegment, page }: WizardStepPageProps) {
  await requireUser(
    locale,
    pathFor('createListingStep', locale, { listingID: listingSegment, step: page }),
  );
  let details: WizardDetails | null = null;
  if (listingSegment !== NEW_LISTING_ID_WORD) {
    const id = idOfSegment(listingSegment);
    if (id === null || String(id) !== listingSegment) notFound();
    details = await loadWizardDetails(locale, id);
    if (details === null) notFound();
  }
  const route = routeWizard(page, details);
  if (route.kind === 'not-found') notFound();
  if (route.kind === 'redirect')
    redirect(wizardPath(locale, details?.listingID ?? null, route.page));

  const [tWizard, tCommon] = await Promise.all([getT(locale, 'wizard'), getT(locale)]);
  const t = tWizard as unknown as WizardTranslate;
  const listingID = details?.listingID ?? null;
  const listingType = details?.listingType ?? null;
  const hrefOf = (step: string) => wizardPath(locale, listingID, step);
  // Before the draft exists every step is still to do.
  const steps =
    details?.steps ??
    stepCompletions({ status: ListingStatus.Concept, savedSteps: [], photoCount: 0 });
  const previous =
    page === AFTER_STEPS.Continue || page === AFTER_STEPS.Reactivate
      ? (wizardStepsFor(listingType).at(-1) ?? null)
      : page === AFTER_STEPS.SupplyProducts
        ? AFTER_STEPS.Continue
        : previousStep(page as WizardStep, listingType);
  const backHref = previous === null ? null : hrefOf(previous);

  let body: ReactNode;
  if (page === WizardStep.Media && details !== null) {
    body = (
      <MediaStep
        listingID={details.listingID}
        listingType={listingType}
        photos={details.photos}
        backHref={backHref}
      />
    );
  } else if (page === AFTER_STEPS.Continue && details !== null) {
    body = (
      <>
        <WizardSummary details={details} locale={locale} t={t} hrefOf={hrefOf} />
        <PublishPanel
          listingID={details.listingID}
          status={details.status}
          previewHref={pathFor('previewRoomAdvert', locale, {
            listingID: String(details.listingID),
            from: 'wizard',
          })}
          advertHref={advertPath(details, locale)}
          myAdvertsHref={pathFor('myAdverts', locale)}
        />
        <Link
          href={hrefOf(AFTER_STEPS.SupplyProducts)}
          sx={{ display: 'inline-block', mt: 3, fontWeight: 600 }}
          data-testid="wizard-boost-link"
        >
          {t('wizard:steps.supply-products.title')}
        </Link>
      </>
    );
  } else if (page === AFTER_STEPS.SupplyProducts && details !== null) {
    body = (
      <BoostPanel
        locale={locale}
        listingID={details.listingID}
        returnTo={pathFor('myAdverts', locale)}
        skipHref={hrefOf(AFTER_STEPS.Continue)}
      />
    );
  } else if (page === AFTER_STEPS.Reactivate && details !== null) {
    body = (
      <ReactivatePanel listingID={details.listingID} advertHref={advertPath(details, locale)} />
    );
  } else {
    const StepForm = STEP_FORMS[page as DataStep];
    body = <StepForm listingID={listingID} details={details} backHref={backHref} />;
  }

  return (
    <SiteShell
      locale={locale}
      t={tCommon}
      variant="simple"
      alternates={{
        nl: wizardPath('nl', listingID, page),
        en: wizardPath('en', listingID, page),
      }}
    >
      <Container sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <WizardProgress
            steps={steps}
            current={page}
            reachable={route.reachable}
            hrefOf={hrefOf}
            t={t}
          />
          <Box component="section" aria-labelledby="wizard-step-title" sx={{ maxWidth: 720 }}>
            <Typography id="wizard-step-title" component="h1" variant="h3">
              {t(`wizard:steps.${page}.title`)}
            </Typography>
            <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
              {t(`wizard:steps.${page}.intro`, { max: MAX_LISTING_PHOTOS })}
            </Typography>
            <I18nProvider
              locale={locale}
              // The rent step's rent check has its own texts; the other steps go without them.
              resources={pageResources(
                locale,
                page === WizardStep.RentalPrice ? ['wizard', 'rentCheck'] : ['wizard'],
              )}
            >
              {body}
            </I18nProvider>
          </Box>
        </Box>
      </Container>
    </SiteShell>
  );
}
