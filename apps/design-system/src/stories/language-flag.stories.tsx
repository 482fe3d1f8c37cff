import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOCALES } from '@rooms/i18n';
import { useTranslation } from '@rooms/i18n/client';
import { LanguageFlag } from '@rooms/ui/language-flag';

import type { Meta, StoryObj } from '@storybook/react-vite';

function LanguageFlagStory() {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={2} sx={{ p: 3 }}>
      {LOCALES.map((locale) => (
        <Stack key={locale} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <LanguageFlag locale={locale} />
          <LanguageFlag locale={locale} width={32} />
          <Typography lang={locale}>{t(`language.${locale}`)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** The flags of the language entries in the menu and drawer (§2 "language switch (flag)"). */
const meta = {
  title: 'Components/LanguageFlag',
  component: LanguageFlagStory,
} satisfies Meta<typeof LanguageFlagStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch story language. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English story language. */
export const English: Story = { globals: { locale: 'en' } };
