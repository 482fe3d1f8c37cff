import Box from '@mui/material/Box';
import { useTranslation } from '@rooms/i18n/client';
import { MapListToggle } from '@rooms/ui/map-list-toggle';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import type { MapListPanel } from '@rooms/ui/map-list-toggle';
import type { Meta, StoryObj } from '@storybook/react-vite';

function MapListToggleStory({ initial }: { initial: MapListPanel }) {
  const { t } = useTranslation('map');
  const [showing, setShowing] = useState<MapListPanel>(initial);
  return (
    <Box
      sx={{
        position: 'relative',
        height: 240,
        bgcolor: showing === 'map' ? '#E4EBED' : 'background.default',
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'center',
        pb: 2,
      }}
    >
      <MapListToggle
        showing={showing}
        mapLabel={t('toggle.showMap')}
        listLabel={t('toggle.showList', { count: 57 })}
        onToggle={setShowing}
      />
    </Box>
  );
}

/**
 * The floating switch between the map and the list of its area on phones (§2 map view): it names
 * the panel it opens, "Lijst (57)" over the map and "Kaart" over the list.
 */
const meta = {
  title: 'Map/MapListToggle',
  component: MapListToggleStory,
  args: { initial: 'map' },
  argTypes: { initial: { control: 'inline-radio', options: ['map', 'list'] } },
} satisfies Meta<typeof MapListToggleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch over the map: pressing it offers the map again. */
export const Dutch: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lijst (57)' }));
    await expect(canvas.getByRole('button', { name: 'Kaart' })).toBeVisible();
  },
};

/** English over the list. */
export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  args: { initial: 'list' },
};
