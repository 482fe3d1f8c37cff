import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@rooms/i18n/client';
import { CountBadge } from '@rooms/ui/count-badge';

import type { Meta, StoryObj } from '@storybook/react-vite';

function CountBadgeStory() {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <Stack spacing={2} sx={{ p: 3 }}>
      {[1, 7, 120].map((count) => (
        <Stack key={count} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>{t('common:nav.messages')}</Typography>
          <CountBadge badge={{ count, label: t('shell:unreadMessages', { count }) }} />
        </Stack>
      ))}
    </Stack>
  );
}

/** The unread-conversations count on the "Messages" links of the header and drawer (issue 6). */
const meta = {
  title: 'Components/CountBadge',
  component: CountBadgeStory,
} satisfies Meta<typeof CountBadgeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch story language. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English story language. */
export const English: Story = { globals: { locale: 'en' } };
