import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { WizardStep } from '@rooms/domain';
import { getT, pathFor } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';

import { requireUser } from '../../server/require-user';
import { serverApi } from '../../server/rooms-api';
import { SiteShell } from '../../shell/site-shell';
import { formatAdvertDate } from '../my-adverts/my-advert-row';

import { wizardPath } from './wizard-paths';
import { AFTER_STEPS } from './wizard-routing';

import type { WizardTranslate } from './wizard-problems';
import type { Locale } from '@rooms/i18n';

/**
 * The start of the listing wizard (§2 `/create-listing`, `/maken-advertentie`; private): what
 * the wizard does, "Start a new advert" (the first step, before a draft exists) and the
 * landlord's unfinished drafts (`GET /supplyflow/cra-draft-list-status`) with their progress,
 * each continued at its first unfinished step.
 */
export async function WizardStartPage({ locale }: { locale: Locale }) {
  await requireUser(locale, pathFor('createListing', locale));
  const api = await serverApi(locale);
  const [{ data }, tWizard, tCommon] = await Promise.all([
    api.GET('/supplyflow/cra-draft-list-status'),
    getT(locale, 'wizard'),
    getT(locale),
  ]);
  const t = tWizard as unknown as WizardTranslate;
  const drafts = data?.drafts ?? [];
  return (
    <SiteShell
      locale={locale}
      t={tCommon}
      variant="simple"
      alternates={routeAlternates('createListing')}
    >
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <Typography component="h1" variant="h2">
          {t('start.heading')}
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 3, color: 'text.secondary', maxWidth: 640 }}>
          {t('start.intro')}
        </Typography>
        <Button
          variant="contained"
          size="large"
          href={wizardPath(locale, null, WizardStep.ListingType)}
          sx={{ minHeight: 48 }}
        >
          {t('start.newAdvert')}
        </Button>
        {drafts.length > 0 ? (
          <Box component="section" aria-labelledby="wizard-drafts" sx={{ mt: 5 }}>
            <Typography id="wizard-drafts" component="h2" variant="h5">
              {t('start.draftsHeading')}
            </Typography>
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}
            >
              {drafts.map((draft) => {
                const title = draft.title ?? t('start.draftUntitled');
                const place = [draft.streetName, draft.cityName].filter(Boolean).join(', ');
                return (
                  <Box
                    component="li"
                    key={draft.listingID}
                    sx={{
                      p: 2,
                      border: '1px solid',
                      borderColor: 'divider',
                      borderRadius: 2,
                      bgcolor: 'background.paper',
                      display: 'flex',
                      flexWrap: 'wrap',
                      gap: 1,
                      alignItems: 'center',
                      justifyContent: 'space-between',
                    }}
                  >
                    <div>
                      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {[
                          place,
                          t('start.draftProgress', {
                            completed: draft.completedSteps,
                            total: draft.totalSteps,
                          }),
                          t('start.draftCreated', {
                            date: formatAdvertDate(draft.createdAt, locale),
                          }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography>
                    </div>
                    <Link
                      href={wizardPath(
                        locale,
                        draft.listingID,
                        draft.resumeStep ?? AFTER_STEPS.Continue,
                      )}
                      aria-label={`${t('start.draftContinue')}: ${title}`}
                      sx={{ fontWeight: 600 }}
                    >
                      {t('start.draftContinue')}
                    </Link>
                  </Box>
                );
              })}
            </Box>
          </Box>
        ) : null}
      </Container>
    </SiteShell>
  );
}
