import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LanguageFlag } from './language-flag';

describe('LanguageFlag', () => {
  it('draws the Dutch tricolour, decorative, 3:2', () => {
    const { container } = render(<LanguageFlag locale="nl" width={24} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('data-flag')).toBe('nl');
    expect(svg?.getAttribute('height')).toBe('16');
    expect(
      [...(svg?.querySelectorAll('rect') ?? [])].map((rect) => rect.getAttribute('fill')),
    ).toEqual(['#21468B', '#FFFFFF', '#AE1C28']);
  });

  it('draws the Union Flag for English', () => {
    const { container } = render(<LanguageFlag locale="en" />);
    expect(container.querySelector('svg')?.getAttribute('data-flag')).toBe('en');
    expect(container.querySelector('rect')?.getAttribute('fill')).toBe('#012169');
  });
});
