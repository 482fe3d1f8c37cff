import Box from '@mui/material/Box';
import { ButtonLink } from '@rooms/ui/button-link';
import { FavoriteButton } from '@rooms/ui/favorite-button';
import { ListingPricePanel } from '@rooms/ui/listing-price-panel';
import { formatEuroCents } from '@rooms/ui/search-format';
import { ShareButton } from '@rooms/ui/share-button';
import { expect, within } from 'storybook/test';

import { useListingStory } from '../listing-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function ListingPricePanelStory() {
  const { locale, t } = useListingStory();
  const euro = (cents: number) => formatEuroCents(cents, locale);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 392 }}>
      <ListingPricePanel
        heading={t('price.heading')}
        price={euro(64_000)}
        priceNote={t('price.perMonth')}
        lines={[
          { label: t('price.serviceCosts'), value: euro(2_700) },
          { label: t('price.deposit'), value: euro(64_000) },
          { label: t('price.totalPerMonth'), value: euro(66_700), total: true },
        ]}
        notes={[t('price.utilitiesExcluded')]}
        availability={t('availability.from', { date: '23 jan 2027' })}
        sticky={false}
        actions={
          <>
            <ButtonLink variant="contained" color="secondary" size="large" href="#react">
              {t('actions.react')}
            </ButtonLink>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
              <FavoriteButton
                appearance="button"
                pressed={false}
                label={t('favorite.label')}
                onToggle={() => undefined}
              />
              <ShareButton
                url="/huren/kamer-den-haag/frankenstraat/room-1"
                title="Kamer aan de Frankenstraat"
                labels={{
                  share: t('actions.share'),
                  copied: t('actions.copied'),
                  copyFailed: t('actions.copyFailed'),
                }}
              />
            </Box>
          </>
        }
      />
    </Box>
  );
}

/**
 * The rent panel of the listing page (§3 price fields): rent, service costs, deposit, monthly
 * total, utilities, availability and the react / favourite / share actions.
 */
const meta = {
  title: 'Listing/ListingPricePanel',
  component: ListingPricePanelStory,
} satisfies Meta<typeof ListingPricePanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: "€ 640 per maand". */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Huur en kosten' })).toBeVisible();
    await expect(canvas.getByText('Totaal per maand')).toBeVisible();
  },
};

/** English: "€640 per month". */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'React to this advert' }),
    ).toBeVisible();
  },
};

/** Dutch on a 375 px phone. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
