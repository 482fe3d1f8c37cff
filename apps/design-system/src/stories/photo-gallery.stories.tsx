import Box from '@mui/material/Box';
import { PhotoGallery } from '@rooms/ui/photo-gallery';
import { expect, userEvent, within } from 'storybook/test';

import { storyPhoto, useListingStory } from '../listing-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the gallery story. */
interface PhotoGalleryStoryProps {
  /** Number of photos (0 shows the fallback image). */
  count: number;
}

function PhotoGalleryStory({ count }: PhotoGalleryStoryProps) {
  const { t } = useListingStory();
  const photos = Array.from({ length: count }, (_, index) => ({
    src: storyPhoto(index),
    thumbSrc: storyPhoto(index, 192, 128),
  }));
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 800 }}>
      <PhotoGallery
        photos={photos}
        labels={{
          region: t('gallery.label', { title: 'Kamer aan de Vismarkt' }),
          photo: t('gallery.photo'),
          previous: t('gallery.previous'),
          next: t('gallery.next'),
          noPhotos: t('gallery.noPhotos'),
        }}
      />
    </Box>
  );
}

/**
 * The photos of a listing (§2 listing detail): large photo, previous/next, "Foto 2 van 6"
 * counter, thumbnails (current one outlined) and arrow keys. Without photos the fallback image.
 */
const meta = {
  title: 'Listing/PhotoGallery',
  component: PhotoGalleryStory,
  args: { count: 6 },
} satisfies Meta<typeof PhotoGalleryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: the next button moves to "Foto 2 van 6". */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende foto' }));
    await expect(canvas.getByRole('img', { name: 'Foto 2 van 6' })).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Photo 4 of 6' }));
    await expect(canvas.getByRole('button', { name: 'Photo 4 of 6' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Dutch on a 375 px phone: thumbnails scroll sideways. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};

/** No photos yet: the fallback image, no controls (as every seeded listing). */
export const NoPhotos: Story = { globals: { locale: 'nl' }, args: { count: 0 } };
