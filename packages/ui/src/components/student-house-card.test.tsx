import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StudentHouseCard } from './student-house-card';
import { StudentHouseFacilities } from './student-house-facilities';

const PROPS = {
  name: 'Huize Zernike',
  address: 'Herestraat 12, 9711 LA Groningen',
  photoSrc: '/services/api/image/abc/resize/400-300',
  photoAlt: 'Photo 1 of Huize Zernike',
  noPhotoText: 'No photo yet',
  facilities: ['Shared kitchen', 'Garden'],
  facilitiesTitle: 'Shared facilities',
  noFacilitiesText: 'No shared facilities given',
  linkedText: '2 adverts linked',
};

describe('StudentHouseCard', () => {
  it('is an article named by the house, with photo, address, facilities and actions', () => {
    render(<StudentHouseCard {...PROPS} actions={<button type="button">Edit</button>} />);
    const card = screen.getByRole('article', { name: 'Huize Zernike' });
    expect(card.textContent).toContain('Herestraat 12, 9711 LA Groningen');
    expect(card.textContent).toContain('2 adverts linked');
    expect(screen.getByRole('img', { name: 'Photo 1 of Huize Zernike' }).getAttribute('src')).toBe(
      PROPS.photoSrc,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Shared kitchen',
      'Garden',
    ]);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('says so when there is no photo and no facility', () => {
    render(<StudentHouseCard {...PROPS} photoSrc={null} facilities={[]} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No photo yet')).toBeTruthy();
    expect(screen.getByText('No shared facilities given')).toBeTruthy();
  });
});

describe('StudentHouseFacilities', () => {
  it('renders nothing but the title without items and an empty text', () => {
    render(<StudentHouseFacilities items={[]} title="Shared facilities" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Shared facilities' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
