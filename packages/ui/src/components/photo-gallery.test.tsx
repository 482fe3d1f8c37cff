import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PhotoGallery } from './photo-gallery';

const LABELS = {
  region: "Foto's van Kamer aan de Vismarkt",
  photo: 'Foto {current} van {total}',
  previous: 'Vorige foto',
  next: 'Volgende foto',
  noPhotos: "Nog geen foto's",
};

const PHOTOS = ['a', 'b', 'c'].map((key) => ({
  src: `/img/${key}/large`,
  thumbSrc: `/img/${key}/thumb`,
}));

function mainPhoto(): HTMLImageElement {
  return screen
    .getAllByRole('img')
    .find((img) => img.getAttribute('src')?.endsWith('/large')) as HTMLImageElement;
}

describe('PhotoGallery', () => {
  it('shows the first photo, eagerly, named by its position, in a named region', () => {
    render(<PhotoGallery photos={PHOTOS} labels={LABELS} />);
    expect(screen.getByRole('region', { name: LABELS.region })).toBeTruthy();
    const img = screen.getByRole('img', { name: 'Foto 1 van 3' });
    expect(img.getAttribute('src')).toBe('/img/a/large');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(screen.getByText('Foto 1 van 3', { selector: '[aria-live]' })).toBeTruthy();
  });

  it('moves forward and back with the buttons, wrapping around', () => {
    render(<PhotoGallery photos={PHOTOS} labels={LABELS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Volgende foto' }));
    expect(mainPhoto().getAttribute('src')).toBe('/img/b/large');
    fireEvent.click(screen.getByRole('button', { name: 'Vorige foto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorige foto' }));
    expect(mainPhoto().getAttribute('src')).toBe('/img/c/large');
    expect(mainPhoto().getAttribute('alt')).toBe('Foto 3 van 3');
  });

  it('moves with the arrow keys when focus is in the gallery', () => {
    render(<PhotoGallery photos={PHOTOS} labels={LABELS} />);
    const next = screen.getByRole('button', { name: 'Volgende foto' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(mainPhoto().getAttribute('src')).toBe('/img/b/large');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(mainPhoto().getAttribute('src')).toBe('/img/c/large');
  });

  it('jumps to a photo from its thumbnail and marks it current', () => {
    render(<PhotoGallery photos={PHOTOS} labels={LABELS} />);
    const list = screen.getByRole('list');
    const third = within(list).getByRole('button', { name: 'Foto 3 van 3' });
    expect(third.getAttribute('aria-current')).toBeNull();
    fireEvent.click(third);
    expect(mainPhoto().getAttribute('src')).toBe('/img/c/large');
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(
      within(list).getByRole('button', { name: 'Foto 1 van 3' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('has no controls for a single photo', () => {
    render(<PhotoGallery photos={PHOTOS.slice(0, 1)} labels={LABELS} />);
    expect(screen.getByRole('img', { name: 'Foto 1 van 1' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the fallback image, named, without controls when there are no photos', () => {
    render(<PhotoGallery photos={[]} labels={LABELS} />);
    const img = screen.getByRole('img', { name: "Nog geen foto's" });
    expect(img.getAttribute('src')).toBe('/images/no-user-image.webp');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
