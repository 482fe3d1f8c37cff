import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ListingPhoto } from '@rooms/ui/listing-photo';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** A photo that exists (an inline SVG, so the story needs no image server). */
const PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 341 241'><rect width='341' height='241' fill='#D9E7EA'/><rect x='40' y='60' width='120' height='140' fill='#0B5D6B'/><rect x='180' y='90' width='120' height='110' fill='#A6400F'/><path d='M40 60 100 20l60 40zM180 90l60-40 60 40z' fill='#08434E'/></svg>",
)}`;

function ListingPhotoStory() {
  const cases = [
    { title: 'Photo', src: PHOTO },
    {
      title: 'Broken address → fallback',
      src: '/services/api/image/does-not-exist/resize/341-241',
    },
    { title: 'No photo → fallback', src: null },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        p: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {cases.map((item, index) => (
        <figure key={item.title} style={{ margin: 0 }}>
          <ListingPhoto
            src={item.src}
            alt=""
            width={341}
            height={241}
            priority={index === 0}
            style={{ borderRadius: 'calc(2 * var(--mui-shape-borderRadius))' }}
          />
          <Typography component="figcaption" variant="body2" sx={{ mt: 1 }}>
            {item.title}
          </Typography>
        </figure>
      ))}
    </Box>
  );
}

/**
 * A listing photo (§2 images): width and height reserve the space, lazy loading except for
 * priority photos, and the 341×241 fallback image when the photo is missing or fails. Used by
 * the result cards and the listing gallery. Language-neutral (no texts).
 */
const meta = {
  title: 'Search/ListingPhoto',
  component: ListingPhotoStory,
} satisfies Meta<typeof ListingPhotoStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photo, broken photo and no photo side by side (Dutch page). */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** The same in English (no texts of its own). */
export const English: Story = { globals: { locale: 'en' } };

/** On a 375 px phone: stacked. */
export const Phone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};
