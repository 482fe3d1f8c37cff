import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SHELL_ICON_PATHS } from '@rooms/ui/icon-paths';
import { ShellIcon } from '@rooms/ui/shell-icon';

import type { ShellIconName } from '@rooms/ui/icon-paths';
import type { Meta, StoryObj } from '@storybook/react-vite';

const NAMES = Object.keys(SHELL_ICON_PATHS) as ShellIconName[];

function ShellIconStory() {
  return (
    <Box
      sx={{
        p: 3,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 2,
      }}
    >
      {NAMES.map((name) => (
        <Box key={name} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ShellIcon name={name} style={{ color: 'var(--mui-palette-primary-main)' }} />
          <Typography variant="body2">{name}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The shell's icons by name (decorative; names are code, not translated texts). */
const meta = {
  title: 'Components/ShellIcon',
  component: ShellIconStory,
} satisfies Meta<typeof ShellIconStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon (Dutch story language). */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** Every icon (English story language). */
export const English: Story = { globals: { locale: 'en' } };
