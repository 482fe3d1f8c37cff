import Box from '@mui/material/Box';
import { LanguageSwitch } from '@rooms/ui/language-switch';
import { languageSwitchContent, routeAlternates } from '@rooms/ui/shell-content';

import { useStoryLanguage } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function LanguageSwitchStory({ variant }: { variant: 'full' | 'compact' }) {
  const { locale, t } = useStoryLanguage();
  return (
    <Box sx={{ p: 3, display: 'flex', gap: 3, alignItems: 'center' }}>
      <LanguageSwitch
        {...languageSwitchContent(locale, t, routeAlternates('home'))}
        variant={variant}
      />
    </Box>
  );
}

/** The header's language switch: a link to the same page in the other language (hreflang + lang). */
const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitchStory,
  args: { variant: 'full' },
  argTypes: { variant: { control: 'inline-radio', options: ['full', 'compact'] } },
} satisfies Meta<typeof LanguageSwitchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a Dutch page: links to English. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** On an English page: links to Dutch. */
export const English: Story = { globals: { locale: 'en' } };

/** Compact variant (two-letter code, full name for screen readers), Dutch page. */
export const CompactDutch: Story = { args: { variant: 'compact' }, globals: { locale: 'nl' } };

/** Compact variant, English page. */
export const CompactEnglish: Story = { args: { variant: 'compact' }, globals: { locale: 'en' } };
