import Box from '@mui/material/Box';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { buttonClassName } from '@rooms/ui/button-link';
import { inlineAlertClasses } from '@rooms/ui/inline-alert';
import { MapListingCard, mapListingItem, MapListingList } from '@rooms/ui/map-listing-list';
import { expect, userEvent, within } from 'storybook/test';

import type { MapListingSource } from '@rooms/ui/map-listing-list';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** A "today" for stories, so availability texts do not change from day to day. */
const TODAY = '2026-11-01';

/** Listings of a map area as §7 findMaplistings returns them (no photos, like the seed). */
const AREA_LISTINGS: readonly MapListingSource[] = [
  {
    id: 514,
    listingType: 4,
    citySlug: 'groningen',
    cityName: 'Groningen',
    streetSlug: 'rivierenhof',
    streetName: 'Rivierenhof',
    rentCents: 78_000,
    surfaceM2: 23,
    availableFrom: '2026-11-17',
    coverImageKey: null,
    isTopAdvert: false,
    confirmedAt: '2026-10-28T09:15:00Z',
  },
  {
    id: 879,
    listingType: 1,
    citySlug: 'groningen',
    cityName: 'Groningen',
    streetSlug: 'multatulistraat',
    streetName: 'Multatulistraat',
    rentCents: 47_500,
    surfaceM2: 18,
    availableFrom: '2026-10-20',
    coverImageKey: null,
    isTopAdvert: true,
    confirmedAt: '2026-10-30T17:40:00Z',
  },
  {
    id: 3391,
    listingType: 2,
    citySlug: 'groningen',
    cityName: 'Groningen',
    streetSlug: 'van-lenneplaan',
    streetName: 'Van Lenneplaan',
    rentCents: 214_000,
    surfaceM2: 86,
    availableFrom: '2027-01-02',
    coverImageKey: null,
    isTopAdvert: false,
    confirmedAt: '2026-10-12T08:00:00Z',
  },
];

/** Controls of the list story. */
interface MapListingListStoryProps {
  /** What the list shows. */
  state: 'listings' | 'loading' | 'empty';
  /** The listing selected on the map (highlighted, scrolled into view). */
  selectedId: number | null;
  /** More pages to load. */
  hasMore: boolean;
}

function MapListingListStory({ state, selectedId, hasMore }: MapListingListStoryProps) {
  const locale = useLocale();
  const { t } = useTranslation('map');
  const items =
    state === 'listings'
      ? AREA_LISTINGS.map((listing) => mapListingItem(listing, { locale, t, today: TODAY }))
      : [];
  return (
    <Box sx={{ maxWidth: 380, p: 2, bgcolor: 'background.default' }}>
      <MapListingList
        items={items}
        label={t('list.label')}
        heading={t('list.count', { count: 57 })}
        selectedId={selectedId}
        loading={state === 'loading'}
        loadingLabel={t('loadingListings')}
        emptyTitle={t('list.empty')}
        emptyHint={t('list.emptyHint')}
        emptyAction={
          <button type="button" className={buttonClassName({ variant: 'outlined' })}>
            {t('list.zoomOut')}
          </button>
        }
        moreLabel={t('list.showMore')}
        onMore={hasMore ? () => undefined : undefined}
      />
    </Box>
  );
}

/**
 * The list beside the search map (§2 map view): the listings of the visible area as compact
 * cards (rent, type and surface, street and city, availability, top-advert badge), each a link
 * to the listing; the card of the marker selected on the map is highlighted.
 */
const meta = {
  title: 'Map/MapListingList',
  component: MapListingListStory,
  args: { state: 'listings', selectedId: null, hasMore: true },
  argTypes: {
    state: { control: 'inline-radio', options: ['listings', 'loading', 'empty'] },
    selectedId: { control: 'select', options: [null, 514, 879, 3391] },
  },
} satisfies Meta<typeof MapListingListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: "57 woningen in dit gebied", "€ 780 per maand", "Studio · 23 m²". */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '57 woningen in dit gebied' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links[0]).toHaveAttribute(
      'href',
      '/huren/studio-groningen/rivierenhof/studio-514',
    );
    await expect(canvas.getByText('Topadvertentie · betaald')).toBeVisible();
  },
};

/** English, with the apartment selected on the map. */
export const EnglishSelected: Story = {
  globals: { locale: 'en' },
  args: { selectedId: 3391 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { current: true })).toHaveAttribute(
      'href',
      '/en/for-rent/apartment-groningen/van-lenneplaan/apartment-3391',
    );
    await expect(canvas.getByText('Apartment · 86 m²')).toBeVisible();
  },
};

/** Dutch on a 375 px phone (the list panel behind the map/list toggle). */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};

/** While the area's listings load. */
export const Loading: Story = { globals: { locale: 'nl' }, args: { state: 'loading' } };

/** An empty area: what helps and a zoom-out button. */
export const EmptyArea: Story = {
  globals: { locale: 'en' },
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No listings in this area.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toHaveFocus();
  },
};

function PreviewStory() {
  const locale = useLocale();
  const { t } = useTranslation('map');
  const [listing] = AREA_LISTINGS;
  if (!listing) return null;
  return (
    <Box sx={{ maxWidth: 400, p: 2, bgcolor: '#E4EBED' }}>
      {/* Raised over the map, as the search map's preview. */}
      <Box sx={{ borderRadius: 2, boxShadow: 6 }}>
        <MapListingCard
          item={mapListingItem(listing, { locale, t, today: TODAY })}
          selected
          action={
            <button
              type="button"
              aria-label={t('preview.close')}
              className={inlineAlertClasses.closeButton}
            >
              ✕
            </button>
          }
        />
      </Box>
    </Box>
  );
}

/** The card over the map for a selected marker, with its close button (Dutch). */
export const MarkerPreview: StoryObj<typeof PreviewStory> = {
  render: () => <PreviewStory />,
  globals: { locale: 'nl' },
};
