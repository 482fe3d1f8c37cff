import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { FavoriteButton } from './favorite-button';

function heartIsFilled(element: HTMLElement): boolean {
  return element.querySelector('[data-filled]')?.getAttribute('data-filled') === 'true';
}

describe('FavoriteButton', () => {
  it('is a toggle button named by its label, not pressed and with an empty heart', () => {
    render(<FavoriteButton pressed={false} label="Favoriet" onToggle={() => {}} />);
    const button = screen.getByRole('button', { name: 'Favoriet' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(heartIsFilled(button)).toBe(false);
  });

  it('shows the pressed state with aria-pressed and a filled heart', () => {
    render(<FavoriteButton pressed label="Favourite" onToggle={() => {}} />);
    const button = screen.getByRole('button', { name: 'Favourite', pressed: true });
    expect(heartIsFilled(button)).toBe(true);
  });

  it('calls onToggle on click and can take keyboard focus', () => {
    const onToggle = vi.fn();
    render(<FavoriteButton pressed={false} label="Favoriet" onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Favoriet' });
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('refuses clicks while waiting for the page script, and only then', () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <FavoriteButton pressed label="Favoriet" waiting onToggle={onToggle} />,
    );
    const button = screen.getByRole('button', { name: 'Favoriet', pressed: true });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
    rerender(<FavoriteButton pressed label="Favoriet" onToggle={onToggle} />);
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('marks a save in progress with aria-busy but stays enabled', () => {
    render(<FavoriteButton pressed label="Favoriet" busy onToggle={() => {}} />);
    const button = screen.getByRole('button', { name: 'Favoriet' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('renders a link without a pressed state when given an href', () => {
    render(
      <FavoriteButton
        pressed
        label="Log in om te bewaren"
        href="/gebruiker/inloggen?returnUrl=%2Fhuren"
      />,
    );
    const link = screen.getByRole('link', { name: 'Log in om te bewaren' });
    expect(link.getAttribute('href')).toBe('/gebruiker/inloggen?returnUrl=%2Fhuren');
    expect(link.hasAttribute('aria-pressed')).toBe(false);
    expect(heartIsFilled(link)).toBe(false);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the label as text in the button appearance', () => {
    render(<FavoriteButton pressed label="Favourite" appearance="button" onToggle={() => {}} />);
    const button = screen.getByRole('button', { name: 'Favourite', pressed: true });
    expect(button.textContent).toBe('Favourite');
    expect(heartIsFilled(button)).toBe(true);
  });

  it('can show shorter visible text than its accessible name', () => {
    render(
      <FavoriteButton
        pressed={false}
        appearance="button"
        label="Favoriet: log in om deze woning te bewaren"
        text="Favoriet"
        href="/gebruiker/inloggen?returnUrl=%2F"
      />,
    );
    const link = screen.getByRole('link', { name: 'Favoriet: log in om deze woning te bewaren' });
    expect(link.textContent).toBe('Favoriet');
  });
});
