import { LocationBox } from '@rooms/ui/location-box';
import { locationBoxTexts } from '@rooms/ui/location-box-texts';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { mockSuggestions, STORY_SUGGESTIONS_URL, useSearchStory } from '../search-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function LocationBoxStory() {
  const { t } = useSearchStory();
  const [chosen, setChosen] = useState('');
  return (
    <div style={{ padding: 24, maxWidth: 560 }}>
      <form onSubmit={(event) => event.preventDefault()}>
        <LocationBox
          name="location"
          texts={locationBoxTexts(t)}
          suggestionsUrl={STORY_SUGGESTIONS_URL}
          onSelect={(place) => setChosen(`${place.citySlug}/${place.streetSlug ?? ''}`)}
        />
      </form>
      <output
        style={{ display: 'block', marginTop: 16, color: 'var(--mui-palette-text-secondary)' }}
      >
        {chosen}
      </output>
    </div>
  );
}

/**
 * The place field of the search (§2 search, §7 location suggestions): a combobox that suggests
 * cities and streets from 2 typed characters; arrow keys, Enter, click and Escape. Here the
 * suggestions come from a small list in the browser.
 */
const meta = {
  title: 'Search/LocationBox',
  component: LocationBoxStory,
  beforeEach: () => mockSuggestions(),
} satisfies Meta<typeof LocationBoxStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: type "gro" to see Groningen, Gronsveld and the Groningenstraat in Amsterdam. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Stad of straat' }), 'gro');
    await expect(await canvas.findByRole('option', { name: /Groningenstraat/ })).toBeVisible();
    await expect(canvas.getByText('Straat in Amsterdam')).toBeVisible();
  },
};

/** English, with a suggestion chosen by keyboard. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'City or street' });
    await userEvent.type(input, 'utr');
    await canvas.findByRole('option', { name: /Utrechtsestraat/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Utrecht');
    await expect(canvas.getByText('utrecht/')).toBeInTheDocument();
  },
};

/** Dutch on a 375 px phone, list open. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'utr');
    await canvas.findAllByRole('option');
  },
};

/** English on a 375 px phone, nothing found (a note under the field; the list stays collapsed). */
export const EnglishPhoneNoResults: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'xyz');
    await expect(
      await canvas.findByText('No places found. Check the spelling.', { selector: 'p' }),
    ).toBeVisible();
  },
};
