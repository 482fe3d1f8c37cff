import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LISTING_PHOTO_FALLBACK_SRC, ListingPhoto } from './listing-photo';

const SRC = '/services/api/image/abc/resize/480-340';

describe('ListingPhoto', () => {
  it('renders an image with its size, alt text and lazy loading by default', () => {
    render(<ListingPhoto src={SRC} alt="Kamer aan de Vismarkt" width={480} height={340} />);
    const img = screen.getByRole('img', { name: 'Kamer aan de Vismarkt' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(SRC);
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('height')).toBe('340');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('loads priority photos eagerly', () => {
    render(<ListingPhoto src={SRC} alt="Foto" width={480} height={340} priority />);
    const img = screen.getByRole('img', { name: 'Foto' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('switches to the fallback image when the photo fails to load', () => {
    render(<ListingPhoto src={SRC} alt="Foto" width={480} height={340} srcSet={`${SRC} 1x`} />);
    const img = screen.getByRole('img', { name: 'Foto' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(LISTING_PHOTO_FALLBACK_SRC);
    expect(img.getAttribute('srcset')).toBeNull();
  });

  it('shows the fallback straight away without a photo, and a custom fallback when given', () => {
    const { rerender } = render(
      <ListingPhoto src={null} alt="Geen foto" width={341} height={241} />,
    );
    expect(screen.getByRole('img', { name: 'Geen foto' }).getAttribute('src')).toBe(
      '/images/no-user-image.webp',
    );
    rerender(
      <ListingPhoto src="" alt="Geen foto" width={341} height={241} fallbackSrc="/x.webp" />,
    );
    expect(screen.getByRole('img', { name: 'Geen foto' }).getAttribute('src')).toBe('/x.webp');
  });

  it('tries a new photo again after the previous one failed', () => {
    const { rerender } = render(<ListingPhoto src={SRC} alt="Foto" width={480} height={340} />);
    fireEvent.error(screen.getByRole('img', { name: 'Foto' }));
    rerender(<ListingPhoto src="/services/api/image/other" alt="Foto" width={480} height={340} />);
    expect(screen.getByRole('img', { name: 'Foto' }).getAttribute('src')).toBe(
      '/services/api/image/other',
    );
  });

  it('keeps its aspect ratio beside the caller’s class and inline styles', () => {
    render(
      <ListingPhoto
        src={SRC}
        alt="Foto"
        width={480}
        height={340}
        className="rounded"
        style={{ borderRadius: 8 }}
      />,
    );
    const img = screen.getByRole('img', { name: 'Foto' });
    expect(img.classList.contains('rounded')).toBe(true);
    expect(img.style.borderRadius).toBe('8px');
    expect(img.style.aspectRatio).toBe('480 / 340');
  });
});
