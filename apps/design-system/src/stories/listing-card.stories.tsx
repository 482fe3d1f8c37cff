import Box from '@mui/material/Box';
import { FavoriteButton } from '@rooms/ui/favorite-button';
import { ListingCard, listingCardProps, ListingCardSkeleton } from '@rooms/ui/listing-card';
import { expect, within } from 'storybook/test';

import { useListingStory } from '../listing-story-content';
import { STORY_LISTINGS, STORY_TODAY, useSearchStory } from '../search-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the card story. */
interface ListingCardStoryProps {
  /** Show skeletons instead, as while results load. */
  loading: boolean;
}

/** A result card's favourite heart over the photo, not pressed. */
function FavoriteHeart({ title }: { title: string }) {
  const { t } = useListingStory();
  return (
    <FavoriteButton
      appearance="overlay"
      pressed={false}
      label={t('favorite.labelFor', { title })}
    />
  );
}

function ListingCardStory({ loading }: ListingCardStoryProps) {
  const { locale, t } = useSearchStory();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: { xs: 2, md: 3 },
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {STORY_LISTINGS.map((listing, index) => (
        <li key={listing.id}>
          {loading ? (
            <ListingCardSkeleton />
          ) : (
            <ListingCard
              {...listingCardProps(listing, {
                locale,
                t,
                today: STORY_TODAY,
                priority: index === 0,
              })}
              favorite={<FavoriteHeart title={listing.streetName} />}
            />
          )}
        </li>
      ))}
    </Box>
  );
}

/**
 * Search result cards (§2 search, §3 card): photo (here the 341×241 fallback, as the seed has no
 * photos), type, street and city as the link, rent and service costs from cents, surface and
 * furnishing tags, availability, top-advert badge and the favourite slot.
 */
const meta = {
  title: 'Search/ListingCard',
  component: ListingCardStory,
  args: { loading: false },
} satisfies Meta<typeof ListingCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: "€ 475 per maand", "Gemeubileerd", "Beschikbaar vanaf 8 dec 2026". */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Multatulistraat' });
    await expect(link).toHaveAttribute('href', '/huren/kamer-groningen/multatulistraat/room-879');
    await expect(canvas.getByText('Topadvertentie · betaald')).toBeInTheDocument();
  },
};

/** English: "€475 per month", "Furnished", "Available from 8 Dec 2026". */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Multatulistraat' })).toHaveAttribute(
      'href',
      '/en/for-rent/room-groningen/multatulistraat/room-879',
    );
    await expect(canvas.getByText('Available now until 30 Jun 2027')).toBeInTheDocument();
  },
};

/** Dutch on a 375 px phone: one card per row. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};

/** While results load: skeletons of the same size. */
export const Loading: Story = { globals: { locale: 'nl' }, args: { loading: true } };
