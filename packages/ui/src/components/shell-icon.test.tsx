import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test-utils';

import { SHELL_ICON_PATHS, ShellIcon } from './shell-icon';

describe('ShellIcon', () => {
  it('draws the named path, hidden from assistive technology', () => {
    const { container } = renderWithTheme(<ShellIcon name="messages" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe(SHELL_ICON_PATHS.messages);
  });
});
