import Box from '@mui/material/Box';
import { CanalHouses } from '@rooms/ui/canal-houses';
import { RoomsLogo } from '@rooms/ui/rooms-logo';

import { useStoryLanguage } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function BrandStory() {
  const { t } = useStoryLanguage();
  return (
    <Box sx={{ display: 'grid', gap: 3, p: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box sx={{ p: 3, bgcolor: 'background.paper', borderRadius: 2 }}>
        <RoomsLogo name={t('appName')} />
      </Box>
      <Box sx={{ p: 3, bgcolor: '#10262C', borderRadius: 2 }}>
        <RoomsLogo name={t('appName')} tone="light" />
      </Box>
      <Box sx={{ p: 3, bgcolor: 'primary.main', borderRadius: 2, gridColumn: { md: '1 / -1' } }}>
        <Box sx={{ maxWidth: 380 }}>
          <CanalHouses />
        </Box>
      </Box>
    </Box>
  );
}

/** RoomsLogo (dark and light tone) and the decorative CanalHouses illustration. */
const meta = {
  title: 'Components/Brand (RoomsLogo, CanalHouses)',
  component: BrandStory,
} satisfies Meta<typeof BrandStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brand name from the Dutch texts. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** Brand name from the English texts. */
export const English: Story = { globals: { locale: 'en' } };
