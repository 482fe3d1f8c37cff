import {
  ListingType,
  ROOM_RENT_TABLE_2026,
  roomRentEstimate,
  roomRentFactsFromListing,
} from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { RentCheckPanel, rentCheckPanelProps } from '@rooms/ui/rent-check-panel';
import { expect, userEvent, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** The outcomes a story can show. */
type Outcome = 'within' | 'above' | 'utilities' | 'wizard' | 'noSurface';

/** A 14 m² room sharing kitchen, bathroom and toilet with 3 residents, energy label C. */
const FACTS = roomRentFactsFromListing({
  listingType: ListingType.Room,
  surfaceM2: 14,
  isKitchenPrivate: false,
  isBathroomPrivate: false,
  isToiletPrivate: false,
  currentResidents: 3,
  energyLabel: 'C',
});
const ESTIMATE = FACTS === null ? null : roomRentEstimate(FACTS, ROOM_RENT_TABLE_2026);
const MAXIMUM = ESTIMATE?.maxRentCents ?? 0;

/** The panel as the advert page (or, for `wizard` and `noSurface`, the rent step) shows it. */
function RentCheckPanelStory({ outcome }: { outcome: Outcome }) {
  const locale = useLocale();
  const { t } = useTranslation('rentCheck');
  const props = rentCheckPanelProps({
    estimate: outcome === 'noSurface' ? null : ESTIMATE,
    askedRentCents: outcome === 'above' ? MAXIMUM + 15_000 : outcome === 'wizard' ? null : 30_000,
    utilitiesIncluded: outcome === 'utilities',
    locale,
    t,
  });
  const wizard = outcome === 'wizard' || outcome === 'noSurface';
  return (
    <div style={{ padding: 24, maxWidth: 720 }}>
      <RentCheckPanel
        {...props}
        {...(wizard ? { live: true, notes: [t('wizard.later'), t('wizard.advice')] } : {})}
      />
    </div>
  );
}

/**
 * The legal rent check of a room: the points system's estimate of the maximum basic rent against
 * the asked rent. Within: a green badge. Above: a neutral grey-blue note, never red, with the
 * Huurcommissie's own check. Utilities included: the maximum without a verdict. Always the points,
 * the table's date and the assumptions in a disclosure.
 */
const meta = {
  title: 'Listing/RentCheckPanel',
  component: RentCheckPanelStory,
  args: { outcome: 'within' },
  argTypes: {
    outcome: {
      control: 'inline-radio',
      options: ['within', 'above', 'utilities', 'wizard', 'noSurface'],
    },
  },
} satisfies Meta<typeof RentCheckPanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch, within: the badge, the estimate, the assumptions behind a disclosure. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Huurprijscheck' });
    await expect(within(panel).getByTestId('rent-check-badge')).toHaveTextContent(
      'Huur binnen het wettelijk maximum (schatting)',
    );
    const summary = within(panel).getByText('Waar de schatting van uitgaat');
    await expect(within(panel).getByText(/Wastafels tellen niet mee/)).not.toBeVisible();
    await userEvent.click(summary);
    await expect(within(panel).getByText(/Wastafels tellen niet mee/)).toBeVisible();
  },
};

/** English, within. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: "The Huurcommissie's huurprijscheck (opens in a new tab)",
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  },
};

/** Dutch, above: a neutral note, not an alert. */
export const DutchAbove: Story = {
  globals: { locale: 'nl' },
  args: { outcome: 'above' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByTestId('rent-check-note');
    await expect(note).toHaveTextContent(/boven onze schatting van het wettelijk maximum/);
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Grey-blue, the colour of any other fact: not a warning colour.
    await expect(getComputedStyle(note).backgroundColor).toBe('rgb(238, 242, 244)');
  },
};

/** English, above. */
export const EnglishAbove: Story = {
  globals: { locale: 'en' },
  args: { outcome: 'above' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('rent-check-note')).toHaveTextContent(
      /above our estimate of the legal maximum/,
    );
  },
};

/** Dutch, the rent includes utilities: the maximum, and why there is no verdict. */
export const DutchUtilitiesIncluded: Story = {
  globals: { locale: 'nl' },
  args: { outcome: 'utilities' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('rent-check');
    await expect(panel).toHaveAttribute('data-state', 'unknown');
    await expect(panel).toHaveTextContent(/inclusief gas, water en licht/);
  },
};

/** English, the rent includes utilities. */
export const EnglishUtilitiesIncluded: Story = {
  globals: { locale: 'en' },
  args: { outcome: 'utilities' },
};

/** Dutch, the wizard's rent step before a rent is typed. */
export const DutchWizard: Story = {
  globals: { locale: 'nl' },
  args: { outcome: 'wizard' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/alleen een advies/)).toBeVisible();
  },
};

/** English, the wizard's rent step without a surface yet. */
export const EnglishWizardNoSurface: Story = {
  globals: { locale: 'en' },
  args: { outcome: 'noSurface' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('rent-check')).toHaveAttribute(
      'data-state',
      'pending',
    );
  },
};

/** Dutch on a 375 px phone, above: the note wraps within the screen. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
  args: { outcome: 'above' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('rent-check');
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
