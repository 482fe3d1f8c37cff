import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SHELL_ICON_PATHS, ShellIcon } from './shell-icon';

describe('ShellIcon', () => {
  it('draws the named path in a 24×24 viewBox, hidden from assistive technology', () => {
    const { container } = render(<ShellIcon name="messages" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe(SHELL_ICON_PATHS.messages);
  });

  it('takes a size in px and a class of the caller', () => {
    const { container } = render(<ShellIcon name="close" size={16} className="muted" />);
    const svg = container.querySelector('svg');
    expect(svg?.style.fontSize).toBe('16px');
    expect(svg?.classList.contains('muted')).toBe(true);
  });
});
