import { SearchHero } from '@rooms/ui/search-hero';
import { homeHeroContent } from '@rooms/ui/shell-content';

import { useStoryLanguage } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function SearchHeroStory() {
  const { locale, t } = useStoryLanguage();
  return <SearchHero {...homeHeroContent(locale, t)} />;
}

/** Home-page hero: headline, GET search form to the room search, category links. */
const meta = {
  title: 'Components/SearchHero',
  component: SearchHeroStory,
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
