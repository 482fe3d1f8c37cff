import Stack from '@mui/material/Stack';
import { UserAvatar } from '@rooms/ui/user-avatar';

import { DEMO_PHOTO } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function UserAvatarStory({ name }: { name: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ p: 3, alignItems: 'center' }}>
      <UserAvatar name={name} size={30} />
      <UserAvatar name={name} size={40} />
      <UserAvatar name={name} photo={DEMO_PHOTO.small} size={30} />
      <UserAvatar name={name} photo={DEMO_PHOTO.large} size={40} />
    </Stack>
  );
}

/** The user's photo or initial: 30×30 in the header, 40×40 in the drawer (§2, §9). */
const meta = {
  title: 'Components/UserAvatar',
  component: UserAvatarStory,
  args: { name: 'Tessa' },
} satisfies Meta<typeof UserAvatarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials and photos at both sizes (language-independent). */
export const Sizes: Story = {};

/** Dutch page. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English page. */
export const English: Story = { globals: { locale: 'en' } };
