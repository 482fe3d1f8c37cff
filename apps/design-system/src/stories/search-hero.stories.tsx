import { SearchListingType } from '@rooms/domain';
import { locationBoxTexts } from '@rooms/ui/location-box-texts';
import { SearchHero } from '@rooms/ui/search-hero';
import { homeHeroContent } from '@rooms/ui/shell-content';
import { expect, userEvent, within } from 'storybook/test';

import { mockSuggestions, STORY_SUGGESTIONS_URL, useSearchStory } from '../search-story-content';
import { useStoryLanguage } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function SearchHeroStory({ suggestions }: { suggestions: boolean }) {
  const { locale, t } = useStoryLanguage();
  const { t: searchT } = useSearchStory();
  return (
    <SearchHero
      {...homeHeroContent(locale, t)}
      locationSuggestions={
        suggestions
          ? {
              locale,
              category: SearchListingType.Room,
              texts: locationBoxTexts(searchT),
              suggestionsUrl: STORY_SUGGESTIONS_URL,
            }
          : undefined
      }
    />
  );
}

/**
 * Home-page hero: headline, GET search form to the room search, category links. With location
 * suggestions (as on the site) the field suggests cities and streets; a chosen one opens its
 * room search (`/huren/kamer-groningen`).
 */
const meta = {
  title: 'Components/SearchHero',
  component: SearchHeroStory,
  args: { suggestions: true },
  beforeEach: () => mockSuggestions(),
} satisfies Meta<typeof SearchHeroStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: the form submits to `/huren/kamer-nederland`. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English: the form submits to `/en/for-rent/room-netherlands`. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch on a 375 px phone: field and button stacked. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};

/** Dutch with the suggestion list open after typing "gro". */
export const DutchSuggestions: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'gro');
    await expect(await canvas.findByRole('option', { name: /Gronsveld/ })).toBeVisible();
  },
};

/** English on a phone with the suggestion list open after typing "utr". */
export const EnglishPhoneSuggestions: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'utr');
    await canvas.findAllByRole('option');
  },
};

/** Without suggestions: a plain text field (what the hero was before). */
export const PlainField: Story = { globals: { locale: 'nl' }, args: { suggestions: false } };
