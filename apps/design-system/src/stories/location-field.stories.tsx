import CircularProgress from '@mui/material/CircularProgress';
import { LocationField } from '@rooms/ui/location-field';
import { useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { useSearchStory } from '../search-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function LocationFieldStory() {
  const { t } = useSearchStory();
  // Unique ids: the docs page shows several stories at once.
  const id = useId();
  return (
    <div style={{ padding: 24, maxWidth: 560, display: 'grid', gap: 24 }}>
      <LocationField
        id={`${id}-medium`}
        data-testid="location-medium"
        label={t('location.label')}
        placeholder={t('location.placeholder')}
        name="location"
      />
      <LocationField
        id={`${id}-filled`}
        data-testid="location-filled"
        label={t('location.label')}
        defaultValue="Groningen"
        adornment={<CircularProgress size={20} aria-label={t('location.loading')} />}
      />
      <LocationField
        id={`${id}-small`}
        data-testid="location-small"
        size="small"
        label={t('location.label')}
        placeholder={t('location.placeholder')}
      />
    </div>
  );
}

/**
 * The outlined place field of the search forms (§2 home and search), without state: the home
 * hero renders it on the server, `LocationBox` wraps it with the §7 suggestions. `medium`
 * (56 px) for the hero, `small` (40 px) for the search toolbar; the label floats once the field
 * has focus or text; `adornment` sits at the end inside the frame (here a loading spinner).
 */
const meta = {
  title: 'Search/LocationField',
  component: LocationFieldStory,
} satisfies Meta<typeof LocationFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: the label names the input; `small` is lower than `medium`; typing fills the field. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const medium = canvas.getByTestId('location-medium');
    const small = canvas.getByTestId('location-small');
    await expect(medium).toHaveAccessibleName('Stad of straat');
    await expect(small).toHaveAccessibleName('Stad of straat');
    const height = (input: HTMLElement) => input.parentElement?.getBoundingClientRect().height;
    await expect(height(medium)).toBeCloseTo(56, 0);
    await expect(height(small)).toBeCloseTo(40, 0);
    await userEvent.type(small, 'Utrecht');
    await expect(small).toHaveValue('Utrecht');
    await expect(canvas.getByRole('progressbar', { name: 'Plaatsen zoeken…' })).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('location-filled')).toHaveAccessibleName('City or street');
    await expect(canvas.getByTestId('location-filled')).toHaveValue('Groningen');
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
