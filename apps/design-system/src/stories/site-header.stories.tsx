import { LanguageSwitch } from '@rooms/ui/language-switch';
import { headerContent, languageSwitchContent, routeAlternates } from '@rooms/ui/shell-content';
import { SiteHeader } from '@rooms/ui/site-header';

import { useStoryLanguage } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function SiteHeaderStory() {
  const { locale, t } = useStoryLanguage();
  return (
    <SiteHeader
      {...headerContent(locale, t)}
      languageSwitch={
        <LanguageSwitch {...languageSwitchContent(locale, t, routeAlternates('home'))} />
      }
    />
  );
}

/** Site header for an anonymous visitor; below 1024 px the links move into a left drawer. */
const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeaderStory,
} satisfies Meta<typeof SiteHeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch header. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English header. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch on a phone: logo, language switch and the menu button. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
