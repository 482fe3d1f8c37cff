import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MAX_LISTING_PHOTOS, WizardStep } from '@rooms/domain';
import { formatEuroCents } from '@rooms/ui/search-format';

import type { WizardDetails } from './wizard-calls';
import type { WizardTranslate } from './wizard-problems';
import type { Locale } from '@rooms/i18n';

/** Props of {@link WizardSummary}. */
export interface WizardSummaryProps {
  details: WizardDetails;
  locale: Locale;
  t: WizardTranslate;
  /** The address of a step, for its "Change" link. */
  hrefOf: (step: string) => string;
}

/**
 * What the landlord filled in, before publishing (§2 wizard `continue`): type, address, when,
 * size, rent, photos and title, each with a link back to its step.
 */
export function WizardSummary({ details, locale, t, hrefOf }: WizardSummaryProps) {
  const rows: { step: string; label: string; value: string }[] = [
    {
      step: WizardStep.ListingType,
      label: t('wizard:fields.listingType'),
      value: t(`wizard:options.listingType.${details.listingType}`),
    },
    {
      step: WizardStep.Address,
      label: t('wizard:steps.address.title'),
      value: `${details.streetName} ${details.houseNumber}, ${details.postcode} ${details.cityName}`,
    },
    {
      step: WizardStep.Availability,
      label: t('wizard:fields.availableFrom'),
      value: [details.availableFrom, details.availableTo].filter(Boolean).join(' – '),
    },
    {
      step: WizardStep.SurfaceFurnishing,
      label: t('wizard:steps.surface-furnishing.title'),
      value: `${details.surfaceM2} m² · ${t(`wizard:options.furnishing.${details.furnishing}`)}`,
    },
    {
      step: WizardStep.RentalPrice,
      label: t('wizard:fields.rentCents'),
      value: formatEuroCents(details.rentCents ?? 0, locale),
    },
    {
      step: WizardStep.Media,
      label: t('wizard:steps.media.title'),
      value: t('wizard:media.count', { count: details.photoCount, max: MAX_LISTING_PHOTOS }),
    },
    {
      step: WizardStep.TitleDescription,
      label: t('wizard:fields.title'),
      value: details.title ?? '',
    },
  ];
  return (
    <Box component="section" aria-labelledby="wizard-summary-title" sx={{ mb: 4 }}>
      <Typography id="wizard-summary-title" component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('wizard:publish.summary')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '200px 1fr auto' },
          gap: { xs: 0.5, sm: 1.5 },
        }}
      >
        {rows.map((row) => (
          <Box key={row.step} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600, mt: { xs: 1.5, sm: 0 } }}>
              {row.label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {row.value}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <Link
                href={hrefOf(row.step)}
                aria-label={`${t('wizard:publish.edit')}: ${row.label}`}
              >
                {t('wizard:publish.edit')}
              </Link>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
