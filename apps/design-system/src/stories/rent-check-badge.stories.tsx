import { useTranslation } from '@rooms/i18n/client';
import { ListingCard, listingCardProps } from '@rooms/ui/listing-card';
import { RentCheckBadge } from '@rooms/ui/rent-check-badge';
import { expect, within } from 'storybook/test';

import { STORY_LISTINGS, STORY_TODAY, useSearchStory } from '../search-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** The badge alone, and on a result card under the rent (as the search page shows it). */
function RentCheckBadgeStory() {
  const { locale, t } = useSearchStory();
  const { t: tRentCheck } = useTranslation('rentCheck');
  const badge = <RentCheckBadge label={tRentCheck('badge')} />;
  const listing = STORY_LISTINGS[0];
  return (
    <div style={{ display: 'grid', gap: 24, padding: 24, maxWidth: 360 }}>
      {badge}
      {listing === undefined ? null : (
        <ListingCard
          {...listingCardProps(listing, { locale, t, today: STORY_TODAY })}
          rentCheck={badge}
        />
      )}
    </div>
  );
}

/**
 * The small green badge of the legal rent check: on result cards and in the advert's rent check
 * when a room's rent is within the points system's estimate of the legal maximum. Server markup
 * with a CSS-mask icon: it adds no script to the search page.
 */
const meta = {
  title: 'Search/RentCheckBadge',
  component: RentCheckBadgeStory,
} satisfies Meta<typeof RentCheckBadgeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: alone and on a card. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getAllByTestId('rent-check-badge');
    await expect(badges).toHaveLength(2);
    await expect(badges[0]).toHaveTextContent('Huur binnen het wettelijk maximum (schatting)');
    await expect(within(canvasElement).getByRole('article')).toContainElement(badges[1] ?? null);
  },
};

/** English: alone and on a card. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('rent-check-badge')[0]).toHaveTextContent(
      'Rent within the legal maximum (estimate)',
    );
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
