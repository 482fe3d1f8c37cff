import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LocationField } from './location-field';

describe('LocationField', () => {
  it('is a text field named by its visible label, passing its input props on', () => {
    render(
      <LocationField
        id="place"
        label="City or street"
        name="location"
        placeholder="For example Groningen"
        defaultValue="Delft"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'City or street' }) as HTMLInputElement;
    expect(input.name).toBe('location');
    expect(input.value).toBe('Delft');
    expect(input.placeholder).toBe('For example Groningen');
  });

  it('keeps a blank placeholder without one, so an empty field can be told by CSS', () => {
    render(<LocationField id="place" label="City" />);
    expect((screen.getByRole('textbox') as HTMLInputElement).placeholder).toBe(' ');
  });

  it('hides the notched outline from assistive technology and shows the adornment', () => {
    const { container } = render(
      <LocationField id="place" label="City" size="small" adornment={<span>busy</span>} />,
    );
    expect(container.querySelector('fieldset')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.firstElementChild?.getAttribute('data-size')).toBe('small');
    expect(screen.getByText('busy')).toBeTruthy();
  });
});
