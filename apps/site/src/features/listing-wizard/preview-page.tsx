import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { getT, pathFor } from '@rooms/i18n';
import { notFound, redirect } from 'next/navigation';

import { requireUser } from '../../server/require-user';
import { SiteShell } from '../../shell/site-shell';
import { ListingDetailView } from '../listing/listing-detail-view';
import { todayIso } from '../listing/listing-view';
import { idOfSegment } from '../messaging/messaging-query';

import { toPreviewListing } from './preview-listing';
import { loadWizardDetails } from './wizard-load';
import { wizardPath } from './wizard-paths';
import { AFTER_STEPS } from './wizard-routing';

import type { WizardTranslate } from './wizard-problems';
import type { Locale } from '@rooms/i18n';

/** Props of {@link PreviewPage}. */
export interface PreviewPageProps {
  locale: Locale;
  listingSegment: string;
  /** Where the landlord came from: `wizard` leads back to it, anything else to My adverts. */
  from: string;
}

/**
 * The advert as tenants will see it (§2 `/preview-roomadvert/{listingID}/{from}`, landlord,
 * private): the listing page's own view of the landlord's advert in any status, under a banner
 * that says it is a preview, with the way back. Another landlord's advert: 404; an unfinished
 * draft goes to the step to finish.
 */
export async function PreviewPage({ locale, listingSegment, from }: PreviewPageProps) {
  const user = await requireUser(
    locale,
    pathFor('previewRoomAdvert', locale, { listingID: listingSegment, from }),
  );
  const id = idOfSegment(listingSegment);
  if (id === null) notFound();
  const details = await loadWizardDetails(locale, id);
  if (details === null) notFound();
  const listing = toPreviewListing(details, {
    id: user.userid,
    firstName: user.usernamefirst,
    photoKey: user.userphoto ?? null,
  });
  // `continue` sends an unfinished draft on to its first unfinished step.
  if (listing === null) redirect(wizardPath(locale, id, AFTER_STEPS.Continue));

  const [tListing, tWizard, tCommon] = await Promise.all([
    getT(locale, 'listing'),
    getT(locale, 'wizard'),
    getT(locale),
  ]);
  const t = tWizard as unknown as WizardTranslate;
  const back =
    from === 'wizard'
      ? { href: wizardPath(locale, id, AFTER_STEPS.Continue), label: t('preview.backToWizard') }
      : { href: pathFor('myAdverts', locale), label: t('preview.backToMyAdverts') };
  return (
    <SiteShell
      locale={locale}
      t={tCommon}
      variant="simple"
      alternates={{
        nl: pathFor('previewRoomAdvert', 'nl', { listingID: String(id), from }),
        en: pathFor('previewRoomAdvert', 'en', { listingID: String(id), from }),
      }}
    >
      <Container sx={{ pt: 3 }}>
        <Alert
          severity="info"
          action={
            <Button color="inherit" href={back.href}>
              {back.label}
            </Button>
          }
        >
          {t('preview.banner')}
        </Alert>
      </Container>
      <Box data-testid="advert-preview">
        <ListingDetailView
          listing={listing}
          locale={locale}
          t={tListing}
          today={todayIso()}
          preview
        />
      </Box>
    </SiteShell>
  );
}
