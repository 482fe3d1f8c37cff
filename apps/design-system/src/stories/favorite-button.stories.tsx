import Box from '@mui/material/Box';
import { FavoriteButton } from '@rooms/ui/favorite-button';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { storyPhoto, useListingStory } from '../listing-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function FavoriteButtonStory() {
  const { t } = useListingStory();
  const [overlay, setOverlay] = useState(false);
  const [button, setButton] = useState(true);
  return (
    <Box sx={{ p: 3, display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
      <Box sx={{ position: 'relative', width: 280 }}>
        <Box
          component="img"
          src={storyPhoto(0, 280, 187)}
          alt=""
          sx={{ width: '100%', borderRadius: 2 }}
        />
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          <FavoriteButton
            appearance="overlay"
            pressed={overlay}
            label={t('favorite.labelFor', { title: 'Vismarkt' })}
            onToggle={() => setOverlay((value) => !value)}
          />
        </Box>
      </Box>
      <FavoriteButton
        appearance="button"
        pressed={button}
        label={t('favorite.label')}
        onToggle={() => setButton((value) => !value)}
      />
      <FavoriteButton
        appearance="button"
        pressed={false}
        label={t('favorite.signIn')}
        text={t('favorite.label')}
        href="#sign-in"
      />
      <FavoriteButton pressed={false} busy label={t('favorite.label')} onToggle={() => undefined} />
    </Box>
  );
}

/**
 * The favourite heart (§1, §7 favourites): over a card photo, as a button on the listing page
 * (pressed: filled rust heart, `aria-pressed`), as a sign-in link for anonymous visitors, and
 * while saving (`aria-busy`). Click the hearts to toggle them.
 */
const meta = {
  title: 'Listing/FavoriteButton',
  component: FavoriteButtonStory,
} satisfies Meta<typeof FavoriteButtonStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: "Favoriet: Vismarkt" toggles on click. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: 'Favoriet: Vismarkt' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvas.getByRole('link', { name: 'Favoriet: log in om deze woning te bewaren' }),
    ).toHaveTextContent('Favoriet');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Favourite', pressed: true })).toBeVisible();
  },
};

/** Dutch on a 375 px phone. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
