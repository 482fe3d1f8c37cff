import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ButtonLink, buttonClassName } from './button-link';

describe('ButtonLink', () => {
  it('is a link with its address, rel and label', () => {
    render(
      <ButtonLink href="https://help.example/nl" rel="noopener" variant="outlined">
        Help
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.getAttribute('href')).toBe('https://help.example/nl');
    expect(link.getAttribute('rel')).toBe('noopener');
  });
});

describe('buttonClassName', () => {
  it('gives each variant, colour and size its own classes and keeps the caller class', () => {
    const contained = buttonClassName({ variant: 'contained' }).split(' ');
    const outlined = buttonClassName({ variant: 'outlined' }).split(' ');
    const large = buttonClassName({ variant: 'contained', size: 'large' }).split(' ');
    const secondary = buttonClassName({ variant: 'contained', color: 'secondary' }).split(' ');
    expect(contained).toHaveLength(3);
    expect(outlined).not.toEqual(contained);
    expect(secondary).not.toEqual(contained);
    expect(large).toEqual([...contained, expect.any(String)]);
    expect(buttonClassName({ variant: 'outlined', className: 'mine' }).split(' ')).toEqual([
      ...outlined,
      'mine',
    ]);
  });
});
