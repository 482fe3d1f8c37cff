import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FLAG_SYMBOLS } from './icon-paths';
import { ICON_SPRITE_HREF } from './icon-sprite';
import { LanguageFlag } from './language-flag';

describe('LanguageFlag', () => {
  it('draws the Dutch tricolour, decorative, 3:2', () => {
    const { container } = render(<LanguageFlag locale="nl" width={24} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('data-flag')).toBe('nl');
    expect(svg?.getAttribute('height')).toBe('16');
    expect(svg?.querySelector('use')?.getAttribute('href')).toBe(`${ICON_SPRITE_HREF}#flag-nl`);
    expect(FLAG_SYMBOLS.nl.content.match(/fill="([^"]+)"/g)).toEqual([
      'fill="#21468B"',
      'fill="#FFFFFF"',
      'fill="#AE1C28"',
    ]);
  });

  it('draws the Union Flag for English', () => {
    const { container } = render(<LanguageFlag locale="en" />);
    expect(container.querySelector('svg')?.getAttribute('data-flag')).toBe('en');
    expect(container.querySelector('use')?.getAttribute('href')).toBe(
      `${ICON_SPRITE_HREF}#flag-en`,
    );
    expect(FLAG_SYMBOLS.en.content).toContain('fill="#012169"');
  });
});
