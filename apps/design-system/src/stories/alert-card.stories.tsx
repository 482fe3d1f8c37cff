import {
  AlertFrequency,
  DEFAULT_LISTING_SEARCH_FILTERS,
  Furnishing,
  SearchListingType,
} from '@rooms/domain';
import { useTranslation } from '@rooms/i18n/client';
import { AlertCard } from '@rooms/ui/alert-card';
import { alertCardTexts } from '@rooms/ui/alert-texts';
import { alertWords } from '@rooms/ui/alert-words';
import { listingSearchPath } from '@rooms/ui/search-path';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { useSearchStory } from '../search-story-content';

import type { ListingSearchFilters } from '@rooms/domain';
import type { AlertCardAlert } from '@rooms/ui/alert-card';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The example: furnished rooms in Groningen up to €600. */
const GRONINGEN: ListingSearchFilters = {
  ...DEFAULT_LISTING_SEARCH_FILTERS,
  searchCategories: [SearchListingType.Room],
  citySlug: 'groningen',
  cityName: 'Groningen',
  maxRent: 600,
  furnishings: [Furnishing.Furnished],
};

/** Studios near the Vismarkt within 5 km, a named and paused alert. */
const VISMARKT: ListingSearchFilters = {
  ...GRONINGEN,
  searchCategories: [SearchListingType.Studio],
  streetSlug: 'vismarkt',
  streetName: 'Vismarkt',
  radius: 5,
  maxRent: null,
  furnishings: [],
  minSize: 25,
};

/** What the cards' callbacks report (the Actions panel shows them). */
const onDelete = fn().mockName('onDelete');

function AlertCardStory() {
  const { locale, t: searchT } = useSearchStory();
  const { t } = useTranslation('alerts');
  const words = alertWords(searchT as never, t, locale);
  const [alerts, setAlerts] = useState<AlertCardAlert[]>([
    {
      id: 'a',
      name: null,
      words: words(GRONINGEN),
      matches: t('card.matches', { count: 12 }),
      frequency: AlertFrequency.Daily,
      paused: false,
      searchHref: listingSearchPath(GRONINGEN, locale),
    },
    {
      id: 'b',
      name: locale === 'nl' ? 'Dicht bij mijn werk' : 'Close to work',
      words: words(VISMARKT),
      matches: t('card.matches', { count: 1 }),
      frequency: AlertFrequency.Instant,
      paused: true,
      searchHref: listingSearchPath(VISMARKT, locale),
    },
  ]);
  const update = (id: string, change: Partial<AlertCardAlert>) =>
    setAlerts((list) => list.map((alert) => (alert.id === id ? { ...alert, ...change } : alert)));
  return (
    <ul
      style={{ listStyle: 'none', margin: 0, padding: 16, display: 'grid', gap: 16, maxWidth: 800 }}
    >
      {alerts.map((alert) => (
        <li key={alert.id}>
          <AlertCard
            alert={alert}
            texts={alertCardTexts(t)}
            error={alert.id === 'b' ? t('unsubscribe.error') : undefined}
            onRename={(name) => {
              update(alert.id, { name });
              return true;
            }}
            onFrequencyChange={(frequency) => update(alert.id, { frequency })}
            onPausedChange={(paused) => update(alert.id, { paused })}
            onDelete={onDelete}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * A saved search alert on "My search alerts" (issue 25, §2 `/account/alerts`): its name or its
 * criteria in words, the matches of the last 7 days, the frequency, rename in place, pause or
 * resume, delete after a confirmation, and the link that opens the search; the second card is
 * named, paused and shows an error of its last change.
 */
const meta = {
  title: 'Alerts/AlertCard',
  component: AlertCardStory,
  beforeEach: () => {
    onDelete.mockClear();
  },
} satisfies Meta<typeof AlertCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: the criteria in words; rename the first alert; delete only after "Ja, verwijderen". */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Kamers in Groningen tot €\u00a0600, gemeubileerd' }),
    ).toBeVisible();
    await expect(canvas.getByText('Gepauzeerd')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Naam wijzigen' })[0]!);
    const field = canvas.getByLabelText('Naam van deze melding');
    await userEvent.type(field, 'Groningen goedkoop{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Groningen goedkoop' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Verwijderen' })[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Ja, verwijderen' }));
    await expect(onDelete).toHaveBeenCalledTimes(1);
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Rooms in Groningen up to €600, furnished' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Studios near Vismarkt, Groningen within 5 km, from 25 m²'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Open the search' })[0]).toHaveAttribute(
      'href',
      '/en/for-rent/room-groningen?maxRent=600&furnishings=4',
    );
  },
};

/** Dutch on a 375 px phone: the controls stack. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
