import { useTranslation } from '@rooms/i18n/client';
import { StudentHouseCard } from '@rooms/ui/student-house-card';
import { StudentHouseFacilities } from '@rooms/ui/student-house-facilities';
import { expect, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** A demo house photo (an inline SVG, so the story needs no image server). */
const PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 300'><rect width='400' height='300' fill='#9CC3D5'/><rect x='90' y='110' width='220' height='190' fill='#B5523B'/><path d='M70 120 200 30l130 90z' fill='#5B3A29'/><rect x='120' y='150' width='40' height='40' fill='#FBE3D6'/><rect x='240' y='150' width='40' height='40' fill='#FBE3D6'/><rect x='180' y='220' width='40' height='80' fill='#5B3A29'/></svg>",
)}`;

function StudentHouseCardStory({ withPhoto }: { withPhoto: boolean }) {
  const { t } = useTranslation('studentHouses');
  const facilities = [
    t('facilities.sharedKitchen'),
    t('facilities.laundry'),
    t('facilities.garden'),
  ];
  return (
    <div style={{ padding: 16, maxWidth: 900, display: 'grid', gap: 24 }}>
      <StudentHouseCard
        name="Huize Zernike"
        address={t('list.address', {
          street: 'Herestraat',
          houseNumber: '12',
          postcode: '9711 LA',
          city: 'Groningen',
        })}
        photoSrc={withPhoto ? PHOTO : null}
        photoAlt={t('photos.alt', { n: 1, name: 'Huize Zernike' })}
        noPhotoText={t('list.noPhoto')}
        facilities={facilities}
        facilitiesTitle={t('facilities.title')}
        noFacilitiesText={t('facilities.none')}
        linkedText={t('list.linked', { count: 2 })}
        actions={
          <>
            <button type="button">{t('list.edit')}</button>
            <button type="button">{t('list.delete')}</button>
          </>
        }
      />
      <StudentHouseFacilities
        items={[]}
        title={t('facilities.title')}
        emptyText={t('facilities.none')}
      />
    </div>
  );
}

/** A landlord's student house on `/studenthouse` (issue 26) and an empty facility list. */
const meta = {
  title: 'Student houses/StudentHouseCard',
  component: StudentHouseCardStory,
  args: { withPhoto: true },
} satisfies Meta<typeof StudentHouseCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Huize Zernike' });
    await expect(card).toHaveTextContent('2 advertenties gekoppeld');
    await expect(card).toHaveTextContent('Gedeelde keuken');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Huize Zernike' });
    await expect(card).toHaveTextContent('2 adverts linked');
    await expect(card).toHaveTextContent('Shared kitchen');
  },
};

/** Dutch, no photo yet. */
export const DutchWithoutPhoto: Story = {
  globals: { locale: 'nl' },
  args: { withPhoto: false },
};

/** Dutch on a 375 px phone. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
