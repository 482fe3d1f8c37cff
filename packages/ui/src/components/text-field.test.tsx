import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { TextField } from './text-field';

describe('TextField', () => {
  it('is an input named by its label, valid until told otherwise', () => {
    render(<TextField id="email" label="E-mailadres" type="email" autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mailadres' });
    expect(input.id).toBe('email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('is described by its hint, and by the error instead while there is one', () => {
    const { rerender } = render(<TextField id="name" label="Voornaam" hint="Zoals je heet" />);
    const input = screen.getByRole('textbox', { name: 'Voornaam' });
    const description = () =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description()).toBe('Zoals je heet');

    rerender(<TextField id="name" label="Voornaam" hint="Zoals je heet" error="Vul je naam in" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description()).toBe('Vul je naam in');
    expect(screen.queryByText('Zoals je heet')).toBeNull();
  });

  it('hands the input to the ref and passes events and attributes on', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<TextField id="q" label="Zoek" name="q" aria-required ref={ref} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Zoek' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('name')).toBe('q');
    expect(input.getAttribute('aria-required')).toBe('true');
    fireEvent.change(input, { target: { value: 'Utrecht' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('shows what is given at the end of the field', () => {
    render(
      <TextField id="p" label="Wachtwoord" endAdornment={<button type="button">Tonen</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Tonen' })).toBeTruthy();
  });
});
